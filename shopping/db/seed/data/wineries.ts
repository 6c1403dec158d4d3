// Seed catalogue data. real: true marks existing estates, real: false invented ones.
import type { SeedWinery } from "../types";

export const wineries: SeedWinery[] = [
  {
    key: "lafite", country: "fr", area: "bordeaux", real: true, founded: null, hectares: null,
    name: { ch: "拉菲古堡", tc: "拉菲古堡", en: "Château Lafite Rothschild" },
    description: { ch: "位于波尔多左岸的波雅克村，是1855年列级评定中的一级酒庄之一。1868年起由罗斯柴尔德家族拥有，葡萄园以赤霞珠为主，酒款以优雅细腻和深远的陈年潜力著称。", tc: "位於波爾多左岸的波雅克村，是1855年列級評定中的一級酒莊之一。1868年起由羅斯柴爾德家族擁有，葡萄園以赤霞珠為主，酒款以優雅細膩和深遠的陳年潛力著稱。", en: "A Pauillac estate on Bordeaux's Left Bank and one of the first growths of the 1855 classification. Owned by the Rothschild family since 1868, its Cabernet-led wines are known for finesse and great ageing potential." },
  },
  {
    key: "louis-jadot", country: "fr", area: "burgundy", real: true, founded: 1859, hectares: null,
    name: { ch: "路易亚都世家", tc: "路易亞都世家", en: "Maison Louis Jadot" },
    description: { ch: "1859年创立于博讷，是勃艮第最具代表性的酒商之一，同时在金丘拥有大片自有葡萄园。酒款覆盖从大区级到特级园的各个层级，风格纯净，忠于风土。", tc: "1859年創立於博訥，是勃艮第最具代表性的酒商之一，同時在金丘擁有大片自有葡萄園。酒款覆蓋從大區級到特級園的各個層級，風格純淨，忠於風土。", en: "Founded in Beaune in 1859, Jadot is one of Burgundy's benchmark houses and a major vineyard owner on the Côte d'Or. Its range runs from regional wines to grands crus, in a clean, terroir-driven style." },
  },
  {
    key: "moet-chandon", country: "fr", area: "champagne", real: true, founded: 1743, hectares: null,
    name: { ch: "酩悦香槟", tc: "酩悅香檳", en: "Moët & Chandon" },
    description: { ch: "1743年由克劳德·莫埃在埃佩尔奈创立，是香槟区历史最悠久、规模最大的香槟酒庄之一。招牌的经典天然型香槟以明亮的果味和顺滑的口感深受欢迎。", tc: "1743年由克勞德·莫埃在埃佩爾奈創立，是香檳區歷史最悠久、規模最大的香檳酒莊之一。招牌的經典天然型香檳以明亮的果味和順滑的口感深受歡迎。", en: "Founded in Épernay in 1743 by Claude Moët, it is one of the oldest and largest Champagne houses. Its signature Impérial Brut is loved for its bright fruit and smooth, generous style." },
  },
  {
    key: "guigal", country: "fr", area: "rhone", real: true, founded: 1946, hectares: null,
    name: { ch: "吉佳乐世家", tc: "吉佳樂世家", en: "E. Guigal" },
    description: { ch: "1946年由艾蒂安·吉佳乐在北罗讷河谷的阿布伊村创立，如今由马塞尔与菲利普·吉佳乐父子主理。酒庄以罗第丘闻名，从平易近人的罗讷河谷丘到顶级单一园一应俱全。", tc: "1946年由艾蒂安·吉佳樂在北羅訥河谷的阿布伊村創立，如今由馬塞爾與菲利普·吉佳樂父子主理。酒莊以羅第丘聞名，從平易近人的羅訥河谷丘到頂級單一園一應俱全。", en: "Founded in 1946 by Étienne Guigal in Ampuis in the northern Rhône and now run by Marcel and his son Philippe. Famous for Côte-Rôtie, the house makes everything from an approachable Côtes du Rhône to celebrated single-vineyard wines." },
  },
  {
    key: "trimbach", country: "fr", area: "alsace", real: true, founded: 1626, hectares: null,
    name: { ch: "婷芭克世家", tc: "婷芭克世家", en: "Maison Trimbach" },
    description: { ch: "自1626年起扎根阿尔萨斯的家族酒庄，总部位于里博维莱。以干爽、精准、耐陈年的雷司令闻名，圣于恩园（Clos Sainte Hune）是其标志之作。", tc: "自1626年起紮根阿爾薩斯的家族酒莊，總部位於里博維萊。以乾爽、精準、耐陳年的雷司令聞名，聖于恩園（Clos Sainte Hune）是其標誌之作。", en: "Rooted in Alsace since 1626 and based in Ribeauvillé, this family house is famous for dry, precise, age-worthy Riesling, with Clos Sainte Hune as its signature wine." },
  },
  {
    key: "antinori", country: "it", area: "tuscany", real: true, founded: 1385, hectares: null,
    name: { ch: "安东尼世家", tc: "安東尼世家", en: "Marchesi Antinori" },
    description: { ch: "安东尼家族自1385年起从事葡萄酒事业，至今已传承26代，总部位于佛罗伦萨。旗下的天娜（Tignanello）与索拉雅（Solaia）是“超级托斯卡纳”的代表作。", tc: "安東尼家族自1385年起從事葡萄酒事業，至今已傳承26代，總部位於佛羅倫薩。旗下的天娜（Tignanello）與索拉雅（Solaia）是“超級托斯卡納”的代表作。", en: "The Antinori family has been making wine since 1385 and is now in its 26th generation, with its headquarters in Florence. Its Tignanello and Solaia are defining 'Super Tuscans'." },
  },
  {
    key: "tenuta-san-guido", country: "it", area: "tuscany", real: true, founded: null, hectares: null,
    name: { ch: "西施佳雅酒庄", tc: "西施佳雅酒莊", en: "Tenuta San Guido" },
    description: { ch: "位于托斯卡纳海岸的宝格丽，由因奇萨·德拉·罗凯塔家族经营。以赤霞珠和品丽珠酿造的西施佳雅从1968年份起正式上市，其所在的宝格丽西施佳雅是意大利首个单一酒庄DOC。", tc: "位於托斯卡納海岸的寶格麗，由因奇薩·德拉·羅凱塔家族經營。以赤霞珠和品麗珠釀造的西施佳雅從1968年份起正式上市，其所在的寶格麗西施佳雅是意大利首個單一酒莊DOC。", en: "Run by the Incisa della Rocchetta family in Bolgheri on the Tuscan coast. Sassicaia, made from Cabernet Sauvignon and Cabernet Franc, was first released with the 1968 vintage and has its own appellation, Bolgheri Sassicaia — Italy's first single-estate DOC." },
  },
  {
    key: "la-rioja-alta", country: "es", area: "rioja", real: true, founded: 1890, hectares: null,
    name: { ch: "拉里奥哈阿尔塔酒庄", tc: "拉里奧哈阿爾塔酒莊", en: "La Rioja Alta, S.A." },
    description: { ch: "1890年创立于阿罗的“车站区”，是传统里奥哈风格的代表。酒款在美国橡木桶中长时间陈年，阿尔丹萨（Viña Ardanza）与904特级珍藏尤为知名。", tc: "1890年創立於阿羅的“車站區”，是傳統里奧哈風格的代表。酒款在美國橡木桶中長時間陳年，阿爾丹薩（Viña Ardanza）與904特級珍藏尤為知名。", en: "Founded in 1890 in Haro's Barrio de la Estación, La Rioja Alta is a standard-bearer for classic Rioja. Its wines age for long periods in American oak; Viña Ardanza and Gran Reserva 904 are its best-known labels." },
  },
  {
    key: "taylors", country: "pt", area: "douro", real: true, founded: 1692, hectares: null,
    name: { ch: "泰勒酒庄", tc: "泰勒酒莊", en: "Taylor's (Taylor Fladgate)" },
    description: { ch: "创立于1692年，是历史最悠久的波特酒商之一。酒窖位于杜罗河口的加亚新城，葡萄园则在上游的杜罗河谷，以年份波特与陈年茶色波特见长。", tc: "創立於1692年，是歷史最悠久的波特酒商之一。酒窖位於杜羅河口的加亞新城，葡萄園則在上游的杜羅河谷，以年份波特與陳年茶色波特見長。", en: "Founded in 1692, Taylor's is one of the oldest Port houses, with its lodges in Vila Nova de Gaia and its vineyards upriver in the Douro Valley. It is best known for Vintage Port and aged Tawnies." },
  },
  {
    key: "dr-loosen", country: "de", area: "mosel", real: true, founded: null, hectares: null,
    name: { ch: "露森博士酒庄", tc: "露森博士酒莊", en: "Weingut Dr. Loosen" },
    description: { ch: "位于伯恩卡斯特尔、由同一家族拥有逾两百年的摩泽尔酒庄，1988年起由恩斯特·露森主理。酒庄拥有韦伦日晷园、于尔齐格香料园、埃尔登普拉拉特园等陡坡名园，许多葡萄藤未经嫁接、树龄古老。", tc: "位於伯恩卡斯特爾、由同一家族擁有逾兩百年的摩澤爾酒莊，1988年起由恩斯特·露森主理。酒莊擁有韋倫日晷園、于爾齊格香料園、埃爾登普拉拉特園等陡坡名園，許多葡萄藤未經嫁接、樹齡古老。", en: "A Mosel estate in Bernkastel, in the same family for over 200 years and run by Ernst Loosen since 1988. It farms steep, famous sites such as Wehlener Sonnenuhr, Ürziger Würzgarten and Erdener Prälat, many with old, ungrafted vines." },
  },
  {
    key: "robert-mondavi", country: "us", area: "napa-valley", real: true, founded: 1966, hectares: null,
    name: { ch: "罗伯特·蒙大维酒庄", tc: "羅伯特·蒙大維酒莊", en: "Robert Mondavi Winery" },
    description: { ch: "1966年由罗伯特·蒙大维在纳帕谷奥克维尔创立，是禁酒令结束后纳帕新建的第一座大型酒庄。核心葡萄园为To Kalon，“Fumé Blanc”这一名称也出自蒙大维之手。", tc: "1966年由羅伯特·蒙大維在納帕谷奧克維爾創立，是禁酒令結束後納帕新建的第一座大型酒莊。核心葡萄園為To Kalon，“Fumé Blanc”這一名稱也出自蒙大維之手。", en: "Founded in 1966 by Robert Mondavi in Oakville, it was the first major winery built in Napa Valley after Prohibition. Its heart is the To Kalon vineyard, and Mondavi coined the name Fumé Blanc." },
  },
  {
    key: "opus-one", country: "us", area: "napa-valley", real: true, founded: null, hectares: null,
    name: { ch: "作品一号", tc: "作品一號", en: "Opus One" },
    description: { ch: "由木桐酒庄的菲利普·德·罗斯柴尔德男爵与罗伯特·蒙大维联手创办，首个年份为1979年。酒庄位于纳帕谷奥克维尔，专注于一款波尔多式混酿正牌酒，另有副牌Overture。", tc: "由木桐酒莊的菲利普·德·羅斯柴爾德男爵與羅伯特·蒙大維聯手創辦，首個年份為1979年。酒莊位於納帕谷奧克維爾，專注於一款波爾多式混釀正牌酒，另有副牌Overture。", en: "A partnership between Baron Philippe de Rothschild of Château Mouton Rothschild and Robert Mondavi, with 1979 as its first vintage. Based in Oakville, Napa Valley, it focuses on a single Bordeaux-style blend, plus the second wine Overture." },
  },
  {
    key: "concha-y-toro", country: "cl", area: "maipo", real: true, founded: 1883, hectares: null,
    name: { ch: "干露酒庄", tc: "干露酒莊", en: "Concha y Toro" },
    description: { ch: "1883年由唐·梅尔乔·孔查-托罗在迈坡谷的皮尔克创立，是拉丁美洲规模最大的葡萄酒企业之一。旗下“红魔鬼”（Casillero del Diablo）的名字来自酒窖闹鬼的传说。", tc: "1883年由唐·梅爾喬·孔查-托羅在邁坡谷的皮爾克創立，是拉丁美洲規模最大的葡萄酒企業之一。旗下“紅魔鬼”（Casillero del Diablo）的名字來自酒窖鬧鬼的傳說。", en: "Founded in 1883 by Don Melchor Concha y Toro in Pirque, Maipo Valley, it is one of the largest wine companies in Latin America. Its Casillero del Diablo range takes its name from the legend of a haunted cellar." },
  },
  {
    key: "montes", country: "cl", area: "colchagua", real: true, founded: 1988, hectares: null,
    name: { ch: "蒙特斯酒庄", tc: "蒙特斯酒莊", en: "Viña Montes" },
    description: { ch: "1988年由酿酒师奥雷里奥·蒙特斯与道格拉斯·默里等合伙人创立，是智利高端葡萄酒的先行者之一。位于空加瓜谷阿帕尔塔的酒厂依风水理念设计，天使是酒庄的标志。", tc: "1988年由釀酒師奧雷里奧·蒙特斯與道格拉斯·默里等合夥人創立，是智利高端葡萄酒的先行者之一。位於空加瓜谷阿帕爾塔的酒廠依風水理念設計，天使是酒莊的標誌。", en: "Founded in 1988 by winemaker Aurelio Montes, Douglas Murray and partners, Montes was a pioneer of premium Chilean wine. Its Apalta winery in Colchagua was designed along feng shui principles, and an angel is the estate's emblem." },
  },
  {
    key: "catena-zapata", country: "ar", area: "mendoza", real: true, founded: 1902, hectares: null,
    name: { ch: "卡帝娜·萨帕塔酒庄", tc: "卡帝娜·薩帕塔酒莊", en: "Bodega Catena Zapata" },
    description: { ch: "1902年由意大利移民尼古拉·卡帝娜在门多萨创立。第三代掌门尼古拉斯·卡帝娜率先研究高海拔种植，推动了阿根廷马尔贝克的品质革命；酒庄建筑以玛雅金字塔为灵感。", tc: "1902年由意大利移民尼古拉·卡帝娜在門多薩創立。第三代掌門尼古拉斯·卡帝娜率先研究高海拔種植，推動了阿根廷馬爾貝克的品質革命；酒莊建築以瑪雅金字塔為靈感。", en: "Founded in Mendoza in 1902 by Italian immigrant Nicola Catena. Third-generation Nicolás Catena pioneered high-altitude viticulture and helped transform Argentine Malbec; the winery itself is modelled on a Mayan pyramid." },
  },
  {
    key: "penfolds", country: "au", area: "barossa", real: true, founded: 1844, hectares: null,
    name: { ch: "奔富", tc: "奔富", en: "Penfolds" },
    description: { ch: "1844年由克里斯托弗·罗森·奔富医生与妻子玛丽在阿德莱德近郊的玛吉尔创立。奔富以跨产区调配见长，葛兰许（Grange）是澳大利亚最具代表性的葡萄酒；2002年起由彼得·加构担任首席酿酒师。", tc: "1844年由克里斯托弗·羅森·奔富醫生與妻子瑪麗在阿德萊德近郊的瑪吉爾創立。奔富以跨產區調配見長，葛蘭許（Grange）是澳大利亞最具代表性的葡萄酒；2002年起由彼得·加構擔任首席釀酒師。", en: "Founded in 1844 at Magill, near Adelaide, by Dr Christopher Rawson Penfold and his wife Mary. Penfolds excels at multi-regional blending and Grange is Australia's most famous wine; Peter Gago became chief winemaker in 2002." },
  },
  {
    key: "leeuwin", country: "au", area: "margaret-river", real: true, founded: 1974, hectares: null,
    name: { ch: "露纹酒庄", tc: "露紋酒莊", en: "Leeuwin Estate" },
    description: { ch: "1974年由霍根家族创立，是玛格丽特河的奠基酒庄之一。艺术系列的酒标每年选用一幅澳大利亚艺术家的作品，艺术系列霞多丽享誉世界。", tc: "1974年由霍根家族創立，是瑪格麗特河的奠基酒莊之一。藝術系列的酒標每年選用一幅澳大利亞藝術家的作品，藝術系列霞多麗享譽世界。", en: "Founded by the Horgan family in 1974, Leeuwin is one of Margaret River's founding estates. Its Art Series labels feature a work by an Australian artist each year, and the Art Series Chardonnay is world-renowned." },
  },
  {
    key: "cloudy-bay", country: "nz", area: "marlborough", real: true, founded: 1985, hectares: null,
    name: { ch: "云雾之湾", tc: "雲霧之灣", en: "Cloudy Bay" },
    description: { ch: "1985年创立于新西兰马尔堡的怀劳谷，其长相思让马尔堡长相思享誉世界。如今隶属酩悦·轩尼诗-路易·威登集团，除长相思外也酿造霞多丽与黑皮诺。", tc: "1985年創立於新西蘭馬爾堡的懷勞谷，其長相思讓馬爾堡長相思享譽世界。如今隸屬酩悅·軒尼詩-路易·威登集團，除長相思外也釀造霞多麗與黑皮諾。", en: "Founded in 1985 in Marlborough's Wairau Valley, Cloudy Bay put Marlborough Sauvignon Blanc on the world map. Now part of LVMH, it also makes Chardonnay and Pinot Noir." },
  },
  {
    key: "kanonkop", country: "za", area: "stellenbosch", real: true, founded: null, hectares: null,
    name: { ch: "卡农堡酒庄", tc: "卡農堡酒莊", en: "Kanonkop Estate" },
    description: { ch: "位于斯泰伦博斯西蒙斯山山麓的家族酒庄，由克里格家族第四代约翰与保罗兄弟经营。以老藤皮诺塔吉和波尔多式混酿Paul Sauer闻名，常被称为南非的“一级庄”。", tc: "位於斯泰倫博斯西蒙斯山山麓的家族酒莊，由克里格家族第四代約翰與保羅兄弟經營。以老藤皮諾塔吉和波爾多式混釀Paul Sauer聞名，常被稱為南非的“一級莊”。", en: "A family estate on the lower slopes of the Simonsberg in Stellenbosch, run by fourth-generation brothers Johann and Paul Krige. Famous for old-vine Pinotage and the Bordeaux blend Paul Sauer, it is often called South Africa's 'first growth'." },
  },
  {
    key: "helan-qingxue", country: "cn", area: "ningxia", real: true, founded: null, hectares: null,
    name: { ch: "贺兰晴雪酒庄", tc: "賀蘭晴雪酒莊", en: "Helan Qingxue Vineyard" },
    description: { ch: "宁夏贺兰山东麓的精品酒庄，由酿酒师张静主理酿造。2011年，其加贝兰2009在Decanter世界葡萄酒大赛中获得国际大奖，是中国葡萄酒走向世界的里程碑。", tc: "寧夏賀蘭山東麓的精品酒莊，由釀酒師張靜主理釀造。2011年，其加貝蘭2009在Decanter世界葡萄酒大賽中獲得國際大獎，是中國葡萄酒走向世界的里程碑。", en: "A boutique estate in Ningxia's Helan Mountain East region, with Zhang Jing as winemaker. In 2011 its Jiabeilan 2009 won an International Trophy at the Decanter World Wine Awards, a milestone for Chinese wine." },
  },
  {
    key: "vermeil-lacoste", country: "fr", area: "bordeaux", real: false, founded: 1921, hectares: 28,
    name: { ch: "维尔梅-拉科斯特酒庄", tc: "維爾梅-拉科斯特酒莊", en: "Château Vermeil-Lacoste" },
    description: { ch: "位于圣埃美隆石灰岩台地边缘的家族酒庄，1921年由拉科斯特家族购入。28公顷葡萄园以梅洛为主，辅以品丽珠，酒风柔顺饱满。", tc: "位於聖埃美隆石灰岩臺地邊緣的家族酒莊，1921年由拉科斯特家族購入。28公頃葡萄園以梅洛為主，輔以品麗珠，酒風柔順飽滿。", en: "A family château on the edge of Saint-Émilion's limestone plateau, bought by the Lacoste family in 1921. Its 28 hectares are mostly Merlot with some Cabernet Franc, giving supple, generous wines." },
  },
  {
    key: "brumevert", country: "fr", area: "bordeaux", real: false, founded: 1896, hectares: 17,
    name: { ch: "布吕姆韦尔酒庄", tc: "布呂姆韋爾酒莊", en: "Château Brumevert" },
    description: { ch: "坐落在锡龙河畔的苏玳小酒庄，秋季的河雾催生贵腐菌。17公顷葡萄园以赛美蓉为主，采收时分多次逐粒精选。", tc: "坐落在錫龍河畔的蘇玳小酒莊，秋季的河霧催生貴腐菌。17公頃葡萄園以賽美蓉為主，採收時分多次逐粒精選。", en: "A small Sauternes estate near the Ciron river, whose autumn mists encourage noble rot. Its 17 hectares are mainly Sémillon, picked berry by berry over several passes." },
  },
  {
    key: "morel-vauthier", country: "fr", area: "burgundy", real: false, founded: 1952, hectares: 9.5,
    name: { ch: "莫雷尔-沃蒂耶酒庄", tc: "莫雷爾-沃蒂耶酒莊", en: "Domaine Morel-Vauthier" },
    description: { ch: "热夫雷-香贝丹村的小型家族酒庄，9.5公顷葡萄园分布在热夫雷、莫雷-圣丹尼与马沙内。坚持有机种植，酿造时保留部分整串发酵。", tc: "熱夫雷-香貝丹村的小型家族酒莊，9.5公頃葡萄園分布在熱夫雷、莫雷-聖丹尼與馬沙內。堅持有機種植，釀造時保留部分整串發酵。", en: "A small family domaine in Gevrey-Chambertin with 9.5 hectares across Gevrey, Morey-Saint-Denis and Marsannay. Farmed organically, with part whole-cluster fermentation." },
  },
  {
    key: "delorme-aubry", country: "fr", area: "champagne", real: false, founded: 1934, hectares: 12,
    name: { ch: "德洛姆-奥布里香槟", tc: "德洛姆-奧布里香檳", en: "Champagne Delorme-Aubry" },
    description: { ch: "白丘阿维兹村的酒农香槟，家族自1934年起自酿自售。12公顷葡萄园多为特级村霞多丽，风格清爽、矿物感鲜明。", tc: "白丘阿維茲村的酒農香檳，家族自1934年起自釀自售。12公頃葡萄園多為特級村霞多麗，風格清爽、礦物感鮮明。", en: "A grower house in Avize on the Côte des Blancs, bottling its own wine since 1934. Most of its 12 hectares are grand cru Chardonnay, giving crisp, mineral Champagnes." },
  },
  {
    key: "roches-claires", country: "fr", area: "loire", real: false, founded: 1968, hectares: 22,
    name: { ch: "罗什克莱尔酒庄", tc: "羅什克萊爾酒莊", en: "Domaine des Roches Claires" },
    description: { ch: "位于桑塞尔的家族酒庄，葡萄园分布在白垩土与燧石土坡地上，在普伊-富美与武弗雷也有地块。酒款清新纯净，是典型的卢瓦尔风格。", tc: "位於桑塞爾的家族酒莊，葡萄園分布在白堊土與燧石土坡地上，在普伊-富美與武弗雷也有地塊。酒款清新純淨，是典型的盧瓦爾風格。", en: "A family domaine in Sancerre with vines on chalk and flint slopes, plus parcels in Pouilly-Fumé and Vouvray. The wines are fresh and pure, in classic Loire style." },
  },
  {
    key: "bastide-ombree", country: "fr", area: "provence", real: false, founded: 1987, hectares: 35,
    name: { ch: "翁布雷庄园", tc: "翁布雷莊園", en: "Domaine de la Bastide Ombrée" },
    description: { ch: "位于圣维克多山脚下的普罗旺斯庄园，1987年由一对里昂夫妇购入并重建。35公顷葡萄园以歌海娜和西拉为主，专注于色泽淡雅的普罗旺斯桃红。", tc: "位於聖維克多山腳下的普羅旺斯莊園，1987年由一對里昂夫婦購入並重建。35公頃葡萄園以歌海娜和西拉為主，專注於色澤淡雅的普羅旺斯桃紅。", en: "An estate at the foot of Mont Sainte-Victoire in Provence, bought and restored in 1987 by a couple from Lyon. Its 35 hectares of mainly Grenache and Syrah focus on pale, delicate Provence rosé." },
  },
  {
    key: "val-ferrone", country: "it", area: "piedmont", real: false, founded: 1908, hectares: 14,
    name: { ch: "瓦尔费罗内酒庄", tc: "瓦爾費羅內酒莊", en: "Cascina Val Ferrone" },
    description: { ch: "位于巴罗洛产区拉莫拉村的家族农庄，1908年起种植葡萄，在巴巴莱斯科也有一小块葡萄园。14公顷葡萄园分布在朗格丘陵，除巴罗洛外也酿造霞多丽和莫斯卡托。", tc: "位於巴羅洛產區拉莫拉村的家族農莊，1908年起種植葡萄，在巴巴萊斯科也有一小塊葡萄園。14公頃葡萄園分布在朗格丘陵，除巴羅洛外也釀造霞多麗和莫斯卡托。", en: "A family farm in La Morra in the Barolo zone, growing grapes since 1908, with a small plot in Barbaresco too. Its 14 hectares across the Langhe hills yield Barolo as well as Chardonnay and Moscato." },
  },
  {
    key: "corte-alvisi", country: "it", area: "veneto", real: false, founded: 1935, hectares: 24,
    name: { ch: "阿尔维西酒庄", tc: "阿爾維西酒莊", en: "Tenuta Corte Alvisi" },
    description: { ch: "位于瓦坡里切拉经典区的家族酒庄，拥有传统的葡萄风干室。24公顷山坡葡萄园种植科维纳等本土品种，以阿玛罗尼闻名；普罗塞克所用的格雷拉则来自瓦尔多比亚德内的合作果农。", tc: "位於瓦坡里切拉經典區的家族酒莊，擁有傳統的葡萄風乾室。24公頃山坡葡萄園種植科維納等本土品種，以阿瑪羅尼聞名；普羅塞克所用的格雷拉則來自瓦爾多比亞德內的合作果農。", en: "A family estate in the Valpolicella Classica zone with a traditional drying loft (fruttaio). Its 24 hectares of hillside vines grow Corvina and other native grapes and are best known for Amarone; Glera for its Prosecco comes from partner growers in Valdobbiadene." },
  },
  {
    key: "poggio-ai-lecci", country: "it", area: "tuscany", real: false, founded: 1972, hectares: 11,
    name: { ch: "波焦莱奇酒庄", tc: "波焦萊奇酒莊", en: "Poggio ai Lecci" },
    description: { ch: "位于蒙塔奇诺南坡的小酒庄，四周环绕着冬青栎林，酒庄也因此得名。11公顷葡萄园全部种植桑娇维塞。", tc: "位於蒙塔奇諾南坡的小酒莊，四周環繞著冬青櫟林，酒莊也因此得名。11公頃葡萄園全部種植桑嬌維塞。", en: "A small estate on the southern slopes of Montalcino, named after the holm oaks (lecci) around it. Its 11 hectares are planted entirely to Sangiovese." },
  },
  {
    key: "pedra-negra", country: "es", area: "priorat", real: false, founded: 1998, hectares: 8,
    name: { ch: "佩德拉内格拉酒窖", tc: "佩德拉內格拉酒窖", en: "Celler Pedra Negra" },
    description: { ch: "1998年建于普里奥拉托黑色板岩（llicorella）坡地上的小酒窖，名字即“黑石”之意。8公顷梯田种植老藤歌海娜与佳丽酿，产量极低。", tc: "1998年建於普里奧拉托黑色板岩（llicorella）坡地上的小酒窖，名字即“黑石”之意。8公頃梯田種植老藤歌海娜與佳麗釀，產量極低。", en: "A small cellar founded in 1998 on Priorat's black slate (llicorella) slopes — its name means 'black stone'. Eight hectares of terraces hold old-vine Garnacha and Cariñena with tiny yields." },
  },
  {
    key: "hontanar", country: "es", area: "ribera-del-duero", real: false, founded: 1994, hectares: 45,
    name: { ch: "翁塔纳尔酒庄", tc: "翁塔納爾酒莊", en: "Bodegas Hontanar del Duero" },
    description: { ch: "1994年创立于杜埃罗河岸的高原上，葡萄园海拔约850米，昼夜温差大。45公顷葡萄园几乎全部种植丹魄，当地称之为Tinta del País。", tc: "1994年創立於杜埃羅河岸的高原上，葡萄園海拔約850米，晝夜溫差大。45公頃葡萄園幾乎全部種植丹魄，當地稱之為Tinta del País。", en: "Founded in 1994 on the high plateau of Ribera del Duero, with vineyards at about 850 metres and big day-night temperature swings. Almost all of its 45 hectares are Tempranillo, known locally as Tinta del País." },
  },
  {
    key: "arribas", country: "pt", area: "douro", real: false, founded: 1888, hectares: 40,
    name: { ch: "阿里巴斯酒庄", tc: "阿里巴斯酒莊", en: "Quinta das Arribas" },
    description: { ch: "位于杜罗河上游皮尼奥附近的梯田酒庄，自1888年起为波特酒商供应葡萄，上世纪九十年代开始自酿装瓶。40公顷片岩梯田种植国产多瑞加等本土品种，既产波特，也产干型杜罗红酒。", tc: "位於杜羅河上游皮尼奧附近的梯田酒莊，自1888年起為波特酒商供應葡萄，上世紀九十年代開始自釀裝瓶。40公頃片岩梯田種植國產多瑞加等本土品種，既產波特，也產乾型杜羅紅酒。", en: "A terraced quinta near Pinhão in the Upper Douro that sold grapes to Port shippers from 1888 and began bottling its own wine in the 1990s. Forty hectares of schist terraces grow Touriga Nacional and other native grapes for both Port and dry Douro wines." },
  },
  {
    key: "kellermann-rauh", country: "de", area: "rheingau", real: false, founded: 1850, hectares: 16,
    name: { ch: "凯勒曼-劳酒庄", tc: "凱勒曼-勞酒莊", en: "Weingut Kellermann-Rauh" },
    description: { ch: "位于莱茵高哈滕海姆的家族酒庄，已传承六代。16公顷葡萄园以雷司令为主，另有少量黑皮诺，从干型到贵腐甜酒均有出品。", tc: "位於萊茵高哈滕海姆的家族酒莊，已傳承六代。16公頃葡萄園以雷司令為主，另有少量黑皮諾，從乾型到貴腐甜酒均有出品。", en: "A six-generation family estate in Hattenheim in the Rheingau. Its 16 hectares are mostly Riesling with a little Spätburgunder, made in every style from dry to botrytised sweet." },
  },
  {
    key: "reisberger", country: "at", area: "wachau", real: false, founded: 1926, hectares: 10,
    name: { ch: "赖斯贝格酒庄", tc: "賴斯貝格酒莊", en: "Weingut Reisberger" },
    description: { ch: "位于瓦豪魏森基兴的家族酒庄，葡萄园分布在多瑙河畔陡峭的干石墙梯田上。10公顷葡萄园中，绿维特利纳与雷司令约各占一半。", tc: "位於瓦豪魏森基興的家族酒莊，葡萄園分布在多瑙河畔陡峭的乾石牆梯田上。10公頃葡萄園中，綠維特利納與雷司令約各佔一半。", en: "A family winery in Weissenkirchen in the Wachau, with vines on steep dry-stone terraces above the Danube. Its 10 hectares are split roughly evenly between Grüner Veltliner and Riesling." },
  },
  {
    key: "calder-ridge", country: "us", area: "napa-valley", real: false, founded: 1997, hectares: 30,
    name: { ch: "卡尔德岭酒窖", tc: "卡爾德嶺酒窖", en: "Calder Ridge Cellars" },
    description: { ch: "1997年创立于纳帕谷东侧的山坡上，葡萄园位于阿特拉斯峰山麓的火山土壤。以结构扎实的赤霞珠为主力，霞多丽则采购自凉爽的卡内罗斯。", tc: "1997年創立於納帕谷東側的山坡上，葡萄園位於阿特拉斯峰山麓的火山土壤。以結構紮實的赤霞珠為主力，霞多麗則採購自涼爽的卡內羅斯。", en: "Founded in 1997 on the eastern hillsides of Napa Valley, with vineyards on volcanic soils in the foothills of Atlas Peak. Structured Cabernet Sauvignon is its focus, alongside Chardonnay sourced from cool Carneros." },
  },
  {
    key: "redwood-fork", country: "us", area: "sonoma", real: false, founded: 2004, hectares: 26,
    name: { ch: "红杉岔酒庄", tc: "紅杉岔酒莊", en: "Redwood Fork Vineyards" },
    description: { ch: "2004年创立于索诺玛的俄罗斯河谷，清晨的太平洋雾气让这里适合种植黑皮诺与霞多丽。酒庄还在干溪谷照料着一块百年老藤仙粉黛。", tc: "2004年創立於索諾瑪的俄羅斯河谷，清晨的太平洋霧氣讓這裡適合種植黑皮諾與霞多麗。酒莊還在乾溪谷照料著一塊百年老藤仙粉黛。", en: "Founded in 2004 in Sonoma's Russian River Valley, where morning Pacific fog suits Pinot Noir and Chardonnay. The winery also farms a century-old block of Zinfandel in Dry Creek Valley." },
  },
  {
    key: "halvorsen-hill", country: "us", area: "willamette-valley", real: false, founded: 1989, hectares: 18,
    name: { ch: "哈尔沃森山酒庄", tc: "哈爾沃森山酒莊", en: "Halvorsen Hill" },
    description: { ch: "1989年由一个挪威裔家族在俄勒冈的埃奥拉-阿米蒂山开垦，傍晚从太平洋吹来的范杜泽风让葡萄保持清新的酸度。酒庄专注于黑皮诺、灰皮诺与霞多丽。", tc: "1989年由一個挪威裔家族在俄勒岡的埃奧拉-阿米蒂山開墾，傍晚從太平洋吹來的范杜澤風讓葡萄保持清新的酸度。酒莊專注於黑皮諾、灰皮諾與霞多麗。", en: "Planted in 1989 by a Norwegian-American family in Oregon's Eola-Amity Hills, where the evening Van Duzer winds keep acidity fresh. The focus is Pinot Noir, Pinot Gris and Chardonnay." },
  },
  {
    key: "niebla-blanca", country: "cl", area: "casablanca", real: false, founded: 2001, hectares: 60,
    name: { ch: "白雾酒庄", tc: "白霧酒莊", en: "Viña Niebla Blanca" },
    description: { ch: "2001年创立于卡萨布兰卡谷，距太平洋仅约30公里，清晨常被海雾笼罩，酒庄因此得名。60公顷葡萄园主要种植长相思、霞多丽与黑皮诺等凉爽气候品种。", tc: "2001年創立於卡薩布蘭卡谷，距太平洋僅約30公里，清晨常被海霧籠罩，酒莊因此得名。60公頃葡萄園主要種植長相思、霞多麗與黑皮諾等涼爽氣候品種。", en: "Founded in 2001 in the Casablanca Valley, only about 30 km from the Pacific, where morning sea fog gives the estate its name ('white mist'). Its 60 hectares are planted mainly to cool-climate varieties such as Sauvignon Blanc, Chardonnay and Pinot Noir." },
  },
  {
    key: "piedra-lunar", country: "ar", area: "mendoza", real: false, founded: 2006, hectares: 55,
    name: { ch: "月石酒庄", tc: "月石酒莊", en: "Bodega Piedra Lunar" },
    description: { ch: "2006年创立于门多萨的优克谷，葡萄园海拔约1,200米。砾石土壤与强烈的日照造就了色泽深邃又不失清新的马尔贝克。", tc: "2006年創立於門多薩的優克谷，葡萄園海拔約1,200米。礫石土壤與強烈的日照造就了色澤深邃又不失清新的馬爾貝克。", en: "Founded in 2006 in Mendoza's Uco Valley, with vineyards at about 1,200 metres. Stony soils and intense sunlight give deeply coloured yet fresh Malbec." },
  },
  {
    key: "whitlock-hill", country: "au", area: "barossa", real: false, founded: 1912, hectares: 42,
    name: { ch: "惠特洛克山酒庄", tc: "惠特洛克山酒莊", en: "Whitlock Hill Wines" },
    description: { ch: "1912年由惠特洛克家族在巴罗萨谷北部开垦，至今仍保留一块种植于1920年代的老藤设拉子。雷司令则来自家族在伊顿谷的葡萄园。", tc: "1912年由惠特洛克家族在巴羅薩谷北部開墾，至今仍保留一塊種植於1920年代的老藤設拉子。雷司令則來自家族在伊頓谷的葡萄園。", en: "Planted by the Whitlock family in the northern Barossa Valley in 1912, it still farms a block of Shiraz planted in the 1920s. Riesling comes from the family's Eden Valley vineyard." },
  },
  {
    key: "tarn-hollow", country: "nz", area: "central-otago", real: false, founded: 2002, hectares: 12,
    name: { ch: "塔恩谷酒庄", tc: "塔恩谷酒莊", en: "Tarn Hollow Estate" },
    description: { ch: "2002年创立于中奥塔哥的班诺克本，这里是世界最南端的葡萄酒产区之一。片岩与黄土上的12公顷葡萄园以黑皮诺为主，昼夜温差极大。", tc: "2002年創立於中奧塔哥的班諾克本，這裡是世界最南端的葡萄酒產區之一。片岩與黃土上的12公頃葡萄園以黑皮諾為主，晝夜溫差極大。", en: "Founded in 2002 in Bannockburn, Central Otago — one of the world's southernmost wine regions. Its 12 hectares on schist and loess are mostly Pinot Noir, with very wide day-night temperature swings." },
  },
  {
    key: "vredenhoek", country: "za", area: "stellenbosch", real: false, founded: 1948, hectares: 38,
    name: { ch: "弗雷登胡克酒庄", tc: "弗雷登胡克酒莊", en: "Vredenhoek Estate" },
    description: { ch: "1948年起由同一家族经营的斯泰伦博斯酒庄，位于赫尔德伯格山坡，受福尔斯湾海风调节。以老藤白诗南和皮诺塔吉为特色。", tc: "1948年起由同一家族經營的斯泰倫博斯酒莊，位於赫爾德伯格山坡，受福爾斯灣海風調節。以老藤白詩南和皮諾塔吉為特色。", en: "Run by the same family since 1948, this Stellenbosch estate lies on the Helderberg slopes, cooled by breezes from False Bay. Old-vine Chenin Blanc and Pinotage are its specialities." },
  },
  {
    key: "yunmo", country: "cn", area: "ningxia", real: false, founded: 2012, hectares: 80,
    name: { ch: "云漠酒庄", tc: "雲漠酒莊", en: "Yunmo Winery" },
    description: { ch: "2012年创立于贺兰山东麓的银川西夏区，葡萄园位于海拔约1,100米的砾石冲积扇上。冬季需埋土防寒，酿造上追求成熟的果味与细腻的单宁。", tc: "2012年創立於賀蘭山東麓的銀川西夏區，葡萄園位於海拔約1,100米的礫石沖積扇上。冬季需埋土防寒，釀造上追求成熟的果味與細膩的單寧。", en: "Founded in 2012 at the eastern foot of the Helan Mountains near Yinchuan, with vineyards on gravelly alluvial fans at about 1,100 metres. Vines are buried each winter against the cold; the aim is ripe fruit with fine tannins." },
  },
  {
    key: "wangchao", country: "cn", area: "yantai", real: false, founded: 2009, hectares: 35,
    name: { ch: "望潮酒庄", tc: "望潮酒莊", en: "Wangchao Estate" },
    description: { ch: "位于烟台蓬莱的海岸酒庄，2009年建园，葡萄园面朝渤海，海洋性气候温和湿润。以品丽珠、马瑟兰和霞多丽见长。", tc: "位於煙臺蓬萊的海岸酒莊，2009年建園，葡萄園面朝渤海，海洋性氣候溫和溼潤。以品麗珠、馬瑟蘭和霞多麗見長。", en: "A coastal estate in Penglai, Yantai, planted in 2009, with vineyards facing the Bohai Sea and a mild, humid maritime climate. Cabernet Franc, Marselan and Chardonnay are its strengths." },
  },
];
