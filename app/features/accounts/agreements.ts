// Legal texts for the Vintry / 醇境酒窖 storefront and WeChat mini-program.
// "registration": user registration agreement (/RegisetrAgreement, /RegisetrAgreementEn).
// "service": terms of service + privacy policy + points terms (/agreement).
// The Chinese and English versions carry the same content and figures; they are
// written independently rather than translated sentence by sentence.

export interface AgreementSection {
  /**
   * an anchor for links to one part (registration links the privacy policy and the points terms)
   */
  id?: string;
  heading: string;
  paragraphs: string[];
}

export interface AgreementDoc {
  title: string;
  updated: string;
  intro: string;
  sections: AgreementSection[];
}

export type AgreementKind = "service" | "registration";

export const agreements: Record<AgreementKind, { ch: AgreementDoc; en: AgreementDoc }> = {
  registration: {
    ch: {
      title: "醇境酒窖用户注册协议",
      updated: "2026-11-27",
      intro:
        "本协议由您与醇境酒窖的运营者醇境（上海）酒业有限公司（以下简称“醇境”或“我们”）订立，适用于您在醇境网站和微信小程序注册账号、购买商品及使用会员服务。请仔细阅读，尤其是年龄限制、退货限制、积分规则、责任限制和争议管辖条款。您勾选同意并完成注册，即表示接受本协议。",
      sections: [
        {
          heading: "一、注册资格",
          paragraphs: [
            "醇境销售酒类商品，仅年满18周岁、具有完全民事行为能力的自然人可以注册和购买。依照《未成年人保护法》，我们不向未成年人售酒。",
            "您下单即确认收货人同样已年满18周岁。配送人员交付时可能查验收货人的有效身份证件；无法出示证件或明显未成年的，配送人员可拒绝交付，我们将取消订单并原路退款。",
            "发现注册人未满18周岁或冒用他人身份注册的，我们有权冻结或注销其账号。",
          ],
        },
        {
          heading: "二、账号注册与安全",
          paragraphs: [
            "您需使用本人手机号码注册，并通过短信验证码完成验证，该号码即为登录账号。请妥善保管密码，切勿向他人透露密码或验证码。",
            "每人仅可注册一个账号，仅限本人使用，不得出借、转让或出售。通过您的账号进行的操作视为您本人所为，因我们系统原因导致的除外。发现账号异常，请立即联系客服。",
            "账号状态分为三种：“正常”，可使用全部功能；“冻结”，因安全风险或涉嫌违反本协议而暂停登录、下单和使用积分，我们会告知原因及申诉途径，核实后恢复或依本协议处理；“已注销”，账号及积分不可恢复。",
          ],
        },
        {
          heading: "三、订单与支付",
          paragraphs: [
            "商品以人民币标价，运费在结算页单独列明。您成功提交订单，即与我们订立商品买卖合同。",
            "请使用支付宝或微信支付扫描二维码付款。订单提交后30分钟内未付款的，系统将自动取消订单。",
            "加入购物车不锁定库存，库存仅在提交订单时预留，订单取消后随即释放。",
          ],
        },
        {
          heading: "四、配送与验收",
          paragraphs: [
            "我们委托快递公司配送，可配送地区以结算页为准。",
            "签收时请当面检查外包装和商品有无破损、渗漏，明显破损的可当场拒收。签收后发现运输破损的，请在签收后48小时内联系客服并提供订单号及破损商品、外包装照片；经核实，我们将补发破损商品，或按您的选择退回破损的酒并退款。逾期提出的不再按运输破损处理，但不影响您依法享有的其他权利。",
          ],
        },
        {
          heading: "五、售后服务",
          paragraphs: [
            "退款和退货可按订单中的酒款和瓶数办理，一笔订单可分多次申请，直到全部酒款退完。每瓶可退的金额和积分，按该瓶在订单实付金额（商品和运费，扣除积分抵扣的部分）及所用积分中所占的份额计算；款项原路退回，积分退回您的账户。",
            "依照《消费者权益保护法》和《网络购买商品七日无理由退货暂行办法》，对未开封且封签、包装完好的商品，您可自签收之日起七日内申请无理由退货，退回运费由您承担；我们自收到退回商品之日起七日内退款。",
            "已开封的酒品，或因收货后储存不当（如高温、暴晒、长期直立存放）导致品质变化的商品，不予退货，但商品本身存在质量问题的除外，例如木塞污染（俗称“木塞味”）或其他经确认的酒质缺陷。申请质量问题退货时请保留剩余酒液和木塞，运费由我们承担。",
          ],
        },
        {
          heading: "六、积分计划",
          paragraphs: [
            "订单支付并完成后，按该订单实付金额（不含运费）每1元累积1积分。",
            "结算时每100积分可抵扣1元，抵扣金额不超过订单商品金额的50%。使用积分的订单被取消或退款的，所用积分退回您的账户。",
            "积分可赠送给其他已注册的手机号码，赠送一经确认不可撤回，请仔细核对。",
            "积分不具有现金价值，不可兑现，不得在本计划之外转让或买卖。积分于获得年度之后第二个自然年度结束时失效，例如2026年获得的积分于2028年12月31日失效。账号注销后，剩余积分随之作废。",
            "因系统故障或操作失误错误发放的积分，我们有权更正并通知您。",
          ],
        },
        {
          id: "resale",
          heading: "七、会员转售（寄售）",
          paragraphs: [
            "会员可将在醇境购买、已签收且未开封的酒品委托我们寄售给其他会员。转售由会员在订单中选择要转售的酒瓶（按瓶身编号），设定每瓶转售价格和最低起购数量；价格须在本店同款酒当时售价的上下浮动范围内（目前为30%），提交时即由系统核验酒瓶归属和价格。",
            "核验通过后，请将酒瓶寄到本店公布的退货地址，并在“我的转售”中填写快递公司和单号，寄出运费由您承担。我们收到后查验酒瓶并评定品相（A 如新、B 良好、C 有瑕疵），合格的由我们保管，并记入可验证溯源记录；不合格的，我们说明原因并寄回，寄回运费由我们承担。",
            "查验合格后，您可随时将转售商品上架或下架；下架不影响已成交的订单。上架后连续90天未售出的，自动下架并通知您。下架的酒品仍由我们保管；如需取回，请联系客服，寄回运费由您承担。",
            "转售酒品由我们以自己的名义出售、发货并提供售后，买家享有与购买本店其他商品相同的权利。成交后，我们按成交时的佣金比例（目前为成交金额的8%）收取佣金，余款在买家签收满七日（无理由退货期）后支付至您在“收款账户”中设置的默认账户；其间买家退货的，退回的酒瓶重新计入您的转售商品，相应款项不予支付。",
            "以上比例和期限调整时，我们将提前在本页公示，调整不影响已成交的订单。您应保证转售的酒品为本人在醇境购买、签收后妥善储存且未开封；经查验发现调包、回灌或来源不明的，我们有权拒绝并依法处理。",
          ],
        },
        {
          heading: "八、发票",
          paragraphs: [
            "我们可开具增值税普通发票和增值税专用发票，发票金额以订单实付金额为准。",
            "每个账号只能保存一个增值税专用发票抬头，如需变更请联系客服。您提供的单位名称、纳税人识别号、地址电话、开户银行及账号必须真实、准确，因信息不实产生的后果由您承担。",
          ],
        },
        {
          heading: "九、个人信息保护",
          paragraphs: [
            "我们依照《个人信息保护法》处理您的个人信息，仅收集注册、订单、配送、账号安全和履行法定义务所必需的信息，且不向境外提供。详见[《醇境酒窖服务协议与隐私政策》](/agreement#privacy)第二部分“隐私政策”。",
          ],
        },
        {
          heading: "十、禁止行为",
          paragraphs: [
            "您不得：冒用他人身份注册或为未成年人购买酒类；批量注册账号、虚假交易或以不正当方式获取积分；利用转售功能销售来源不明的商品或从事违法经营；干扰、攻击网站或小程序，或未经授权抓取数据；发布违法、侵权或虚假信息。",
            "违反上述规定的，我们有权视情节予以警告、冻结账号、取消相关订单、扣回违规所得积分，并依法追究责任。",
          ],
        },
        {
          heading: "十一、责任限制",
          paragraphs: [
            "因不可抗力，电信、支付、物流等第三方服务中断，或您提供的信息有误等非因我们的原因造成的损失，在法律允许的范围内我们不承担责任，但会协助您减少损失。",
            "本协议任何条款均不排除或限制依照中国法律不得排除或限制的责任，包括人身损害责任、因故意或重大过失造成财产损失的责任及产品质量责任，也不影响您作为消费者的法定权利。",
          ],
        },
        {
          heading: "十二、理性饮酒",
          paragraphs: [
            "理性饮酒，未成年人禁止饮酒。孕期及哺乳期女性不宜饮酒；饮酒后请勿驾驶机动车。",
          ],
        },
        {
          heading: "十三、协议变更",
          paragraphs: [
            "我们可能因法律法规变化或业务调整修改本协议，并在网站和小程序显著位置公示，至少在生效前七日通过站内消息或短信通知您。您不同意的，可停止使用服务并注销账号；修改生效后继续使用服务的，视为接受修改。",
          ],
        },
        {
          heading: "十四、适用法律与争议解决",
          paragraphs: [
            "本协议适用中华人民共和国法律（不含港澳台地区法律）。",
            "因本协议产生的争议，双方应先友好协商；协商不成的，任何一方均可向醇境（上海）酒业有限公司注册地即上海市有管辖权的人民法院提起诉讼。请特别注意本管辖条款。本条不影响您向消费者协会或通过12315向市场监管部门投诉的权利。",
          ],
        },
        {
          heading: "十五、联系我们",
          paragraphs: [
            "运营者：醇境（上海）酒业有限公司。客服热线、服务时间和微信客服号以本网站及小程序“联系客服”所示为准。",
          ],
        },
      ],
    },
    en: {
      title: "Vintry User Registration Agreement",
      updated: "2026-11-27",
      intro:
        "Welcome to Vintry. This agreement is between you and Vintry (Shanghai) Wine Co., Ltd. (“Vintry”, “we” or “us”), which operates the Vintry web shop and WeChat mini-program. It governs your account, your purchases and the member services we offer. Please read it carefully before you sign up, especially the parts on age restrictions, return limits, loyalty points, limits of liability and the choice of court. By ticking the consent box and completing registration, you confirm that you have read, understood and accepted this agreement.",
      sections: [
        {
          heading: "1. Who may register",
          paragraphs: [
            "Vintry sells alcoholic beverages. Only natural persons aged 18 or older with full civil capacity may register and buy from us. In line with the PRC Law on the Protection of Minors, we do not sell alcohol to anyone under 18.",
            "When you place an order, you also confirm that the recipient is an adult aged 18 or older. Couriers may ask to see the recipient's valid ID on delivery. If the recipient cannot show ID or is clearly under age, the courier may refuse to hand over the parcel; we will then cancel the order and refund you to your original payment method.",
            "If we find that an account holder is under 18 or has registered under someone else's identity, we may freeze or close the account.",
          ],
        },
        {
          heading: "2. Your account",
          paragraphs: [
            "You register with your own mobile number, verified by a one-time SMS code, and that number becomes your login ID. Choose a strong password and keep it to yourself. Never share your password or verification codes with anyone.",
            "Each person may hold only one account, and it is for your personal use only: you may not lend, transfer or sell it. Actions taken through your account are treated as your own, unless they result from a fault in our systems. If you notice anything unusual, contact customer service straight away.",
            "An account is always in one of three states. Active: all features are available. Frozen: sign-in, ordering and the use of points are suspended because of a security risk or a suspected breach of this agreement; we will tell you why and how to appeal, and will restore the account or take further action under this agreement once the matter has been checked. Closed: the account and any points in it cannot be recovered.",
          ],
        },
        {
          heading: "3. Orders and payment",
          paragraphs: [
            "All prices are in Chinese yuan (CNY). Freight is shown separately at checkout. A sales contract between you and us is formed once your order has been successfully submitted.",
            "After submitting an order, pay by scanning the QR code with Alipay or WeChat Pay. Orders that are still unpaid 30 minutes after submission are cancelled automatically.",
            "Adding items to your cart does not hold any stock. Stock is reserved for you only when you place the order, and it is released as soon as the order is cancelled.",
          ],
        },
        {
          heading: "4. Delivery and inspection",
          paragraphs: [
            "We ship through partner courier companies; the areas we deliver to are shown at checkout.",
            "When you sign for a parcel, please check the outer packaging and the bottles in front of the courier. If there is obvious damage or leakage, you may refuse the delivery on the spot.",
            "If you discover transit damage after signing, contact customer service within 48 hours of delivery with the order number and photos of the damaged goods and packaging. Once we have verified the claim, we will either send replacements for the broken items or, if you prefer, take back the broken bottles and refund them. Claims made after 48 hours are no longer handled as transit damage, but this does not affect your other statutory rights, such as returns for quality defects.",
          ],
        },
        {
          heading: "5. Returns and refunds",
          paragraphs: [
            "Refunds and returns can be asked for some of the bottles of an order, in as many requests as you need until every bottle is back. Each bottle is worth its share of what the order cost (the goods and shipping, less what points paid) and of the points it used; refunds are paid back to the account you paid with, and points to your points account.",
            "Under the PRC Consumer Rights Protection Law and the Interim Measures for Seven-Day No-Reason Returns of Goods Purchased Online, you may return goods without giving a reason within seven days from the day you sign for them, provided they are unopened and their seals and packaging are intact. You pay the return shipping for such returns, and we refund you within seven days of receiving the returned goods.",
            "Wine that has been opened, or that has deteriorated because it was stored improperly after delivery (for example in heat, in direct sunlight or standing upright for long periods), cannot be returned unless the wine itself is faulty — for example cork taint (the musty “corked” smell) or another confirmed defect. For a quality return, please keep the remaining wine and the cork; we cover the shipping costs.",
          ],
        },
        {
          heading: "6. Loyalty points",
          paragraphs: [
            "Once an order has been paid and completed, you earn 1 point for every ¥1 actually paid on it, excluding freight.",
            "At checkout, every 100 points take ¥1 off, up to 50% of the goods amount of the order. If an order on which you used points is cancelled or refunded, those points are returned to your account.",
            "You may gift points to another mobile number registered with Vintry. A gift cannot be revoked once confirmed, so please double-check the number.",
            "Points have no cash value, cannot be exchanged for cash, and may not be transferred or traded outside the programme. Points expire at the end of the second calendar year after the year in which they were earned: points earned during 2026, for example, expire on 31 December 2028. Any points left when an account is closed lapse.",
            "If points are credited by mistake, for example through a system error, we may correct your balance and will let you know.",
          ],
        },
        {
          id: "resale",
          heading: "7. Reselling to other members (consignment)",
          paragraphs: [
            "Members may consign unopened wine they bought at Vintry and have received to us, for sale to other members. You choose the bottles of an order (by the serial on each bottle) and set a price per bottle and a minimum purchase quantity. The price must lie within a band around our own current price for the same wine (at present 30% either side); ownership and price are checked by the system as soon as you submit.",
            "Once the check has passed, send the bottles to the return address the shop publishes and enter the courier and tracking number under My resale; you pay for that shipment. We inspect the bottles on arrival and grade their condition (A as new, B fine, C with flaws). Bottles that pass are held by us and recorded in the verifiable provenance log; bottles that fail are sent back at our cost, with the reason.",
            "After inspection you may put the item on sale or take it off sale at any time; taking it off does not affect orders already placed. An item that sells nothing for 90 days on sale is taken off sale and you are told. Bottles off sale stay in our keeping; to have them back, contact customer service, and you pay for the shipment back.",
            "We sell consigned wine in our own name, ship it and provide the after-sale service, so its buyer has the same rights as for any other wine in our shop. When bottles sell, we keep a commission at the rate in force at the sale (at present 8% of the amount) and pay you the rest, to the default account under Payout accounts, seven days after the buyer receives them (the no-reason return period). Bottles returned within that period go back on your item, and their share is not paid.",
            "We announce changes to these rates and periods on this page in advance; they do not apply to sales already made. You warrant that the wine you consign is wine you bought at Vintry, stored properly since delivery and never opened. Bottles found to be swapped, refilled or of unknown origin are refused and dealt with as the law provides.",
          ],
        },
        {
          heading: "8. Invoices",
          paragraphs: [
            "We issue VAT general invoices and VAT special invoices. The invoice amount is the amount actually paid for the order.",
            "Each account can hold only one special-invoice title; contact customer service if you need to change it. The company name, taxpayer identification number, registered address and phone number, bank and account number you provide must be true and accurate. If an invoice cannot be issued or other problems arise because the information is wrong, you bear the consequences.",
          ],
        },
        {
          heading: "9. Your personal information",
          paragraphs: [
            "We handle your personal information in accordance with the PRC Personal Information Protection Law. We collect only what is needed for registration, orders, delivery, account security and our legal obligations, and we do not transfer it outside China. For full details, see Part II, “Privacy Policy”, of the [Vintry Terms of Service and Privacy Policy](/agreement#privacy).",
          ],
        },
        {
          heading: "10. Prohibited conduct",
          paragraphs: [
            "You must not: register under someone else's identity or buy alcohol for a minor; create accounts in bulk, place fake orders or obtain points by improper means; use the resale feature to sell goods of unknown origin or to run an unlawful business; disrupt or attack the website or mini-program, or scrape data without permission; or post unlawful, infringing or false information.",
            "If you do, we may, depending on how serious the breach is, issue a warning, freeze your account, cancel the orders concerned, reclaim points obtained improperly and pursue liability under the law.",
          ],
        },
        {
          heading: "11. Limits of liability",
          paragraphs: [
            "To the extent permitted by law, we are not liable for losses caused by force majeure, by outages of telecom, payment, courier or other third-party services, or by other causes not attributable to us, such as incorrect information you supplied. We will still do what we reasonably can to help you limit the loss.",
            "Nothing in this agreement excludes or limits any liability that cannot be excluded or limited under PRC law, including liability for personal injury, for property loss caused intentionally or through gross negligence, and product liability. Nor does anything in it affect your statutory rights as a consumer.",
          ],
        },
        {
          heading: "12. Drink responsibly",
          paragraphs: [
            "Drink responsibly; no sale to minors. Pregnant and breastfeeding women should avoid alcohol, and please never drive after drinking.",
          ],
        },
        {
          heading: "13. Changes to this agreement",
          paragraphs: [
            "We may amend this agreement when laws change or our business develops. We will post the amended version prominently on the website and in the mini-program and notify you by in-app message or SMS at least seven days before it takes effect. If you do not agree, you may stop using our services and close your account. If you keep using them after the changes take effect, you accept the amended agreement.",
          ],
        },
        {
          heading: "14. Governing law and disputes",
          paragraphs: [
            "This agreement is governed by the laws of the People's Republic of China (for this purpose excluding the laws of Hong Kong, Macao and Taiwan).",
            "We will first try to settle any dispute amicably. If that fails, either party may bring proceedings before the competent people's court at the place where Vintry (Shanghai) Wine Co., Ltd. is registered, namely Shanghai. Please take particular note of this choice of court. It does not affect your right to complain to a consumer association or to the market regulation authorities through the 12315 hotline.",
          ],
        },
        {
          heading: "15. Contact us",
          paragraphs: [
            "Vintry (Shanghai) Wine Co., Ltd. The customer service hotline, opening hours and WeChat ID are those shown under “Customer service” on this site and in the mini-program.",
          ],
        },
      ],
    },
  },

  service: {
    ch: {
      title: "醇境酒窖服务协议与隐私政策",
      updated: "2026-11-27",
      intro:
        "本文件适用于醇境（上海）酒业有限公司（以下简称“我们”）运营的醇境酒窖网站和微信小程序，分为服务条款、隐私政策、积分规则和通用条款四部分，与《醇境酒窖用户注册协议》共同构成您与我们的协议。",
      sections: [
        {
          heading: "第一部分 服务条款｜一、服务范围",
          paragraphs: [
            "我们通过网站和微信小程序向中国境内消费者销售葡萄酒等酒类，并提供积分、会员转售（寄售）和发票服务。",
            "我们仅为年满18周岁的成年人提供服务。理性饮酒，未成年人禁止饮酒。",
          ],
        },
        {
          heading: "二、购买与售后",
          paragraphs: [
            "商品以人民币标价，通过支付宝或微信支付扫码付款，提交后30分钟内未付款的订单自动取消。运输破损请在签收后48小时内附照片联系客服。退款和退货可按瓶办理；未开封且封签完好的商品适用七日无理由退货；已开封或储存不当的酒品，除木塞污染等质量问题外不予退货。详见《用户注册协议》。",
          ],
        },
        {
          heading: "三、用户义务与责任",
          paragraphs: [
            "您应提供真实信息并妥善保管账号，不得为未成年人购酒，不得干扰系统或滥用积分、转售功能。会员转售的酒品由我们查验、保管并以自己的名义出售，具体见《用户注册协议》第七条。",
            "在法律允许的范围内，我们对不可抗力及第三方原因造成的损失不承担责任；但任何条款均不排除或限制依法不得排除或限制的责任，也不影响您作为消费者的法定权利。",
          ],
        },
        {
          id: "privacy",
          heading: "第二部分 隐私政策｜四、我们收集的个人信息",
          paragraphs: [
            "我们遵循合法、正当、必要和诚信原则，仅收集：",
            "账号信息：手机号码，用于注册、登录和短信验证；密码加密保存。",
            "收货信息：收货人姓名、手机号码和收货地址。",
            "订单信息：所购商品、金额、支付状态、积分及转售记录。我们仅从支付宝或微信支付获取支付结果和交易单号，不获取您付款所用的银行卡信息或支付密码。",
            "收款账户信息：转售会员自行填写的支付宝账号、微信账号或银行卡号及开户银行，以及收款人真实姓名，仅用于支付转售款项；页面上只显示部分隐去的账号。",
            "发票信息：单位名称、纳税人识别号、地址电话、开户银行及账号。",
            "设备与日志信息：IP地址、设备型号、操作系统、浏览器类型、访问时间和操作记录。",
            "配送时的年龄核验由配送人员当面查看证件，我们不要求上传身份证件。您联系客服时，我们会保存沟通记录。",
          ],
        },
        {
          heading: "五、处理目的",
          paragraphs: [
            "上述信息用于：注册登录和账号安全；订单、支付、配送和售后；年龄核验；积分发放与使用；转售的核验、查验和款项结算；开具发票及履行税务、会计等法定义务；防范欺诈和保障系统安全；处理咨询投诉。",
            "我们不进行用户画像或定向广告推送；如需用于其他目的，将事先告知并重新取得您的同意。",
          ],
        },
        {
          heading: "六、处理的法律依据",
          paragraphs: [
            "依照《中华人民共和国个人信息保护法》第十三条：账号、订单、支付、配送、售后、积分和转售相关处理，为订立、履行您作为一方当事人的合同所必需；开具发票、保存交易和会计记录、留存网络日志及年龄核验，为履行法定义务所必需；其他依法需要同意或单独同意的处理，以您的同意为依据。",
            "您可随时撤回同意，但不影响撤回前已进行的处理。",
          ],
        },
        {
          heading: "七、保存期限",
          paragraphs: [
            "我们仅在必要的最短期间内保存个人信息。账号信息、收货地址和收款账户在账号存续期间保存，删除地址、收款账户或注销账号后15个工作日内删除或匿名化处理；已用于支付转售款项的收款记录作为交易信息保存。",
            "订单及交易信息自交易完成之日起保存三年（《电子商务法》第三十一条）；发票及会计资料按《发票管理办法》和会计档案管理规定的期限保存；网络日志保存六个月（《网络安全法》第二十一条）。期满后删除或匿名化处理。",
          ],
        },
        {
          heading: "八、对外提供与跨境传输",
          paragraphs: [
            "我们不出售个人信息，仅在必要范围内提供给：",
            "快递公司：收货人姓名、手机号码、收货地址及包裹信息，用于配送；",
            "支付机构：支付宝（中国）网络技术有限公司或财付通支付科技有限公司（微信支付），仅获得订单号和金额，用于付款和退款；",
            "短信服务商：受托仅处理手机号码，用于发送验证码和订单通知。",
            "会员转售由我们寄售，买卖双方看不到对方的姓名、手机号码或地址；转售会员只能看到部分隐去的买家手机号码（如139****1234）。可验证溯源日志公开记录每瓶酒的流转，不含姓名、手机号码或地址；买家在其中仅以我们用密钥生成的承诺值出现，他人无法据此识别您。除法律法规或有权机关依法要求外，我们不向他人提供您的个人信息。",
            "您的个人信息存储于中华人民共和国境内，不向境外提供。",
          ],
        },
        {
          heading: "九、您的权利及行使方式",
          paragraphs: [
            "您有权查阅、复制您的个人信息，更正、补充不准确或不完整的信息，在法定情形下要求删除，撤回同意，注销账号，要求解释说明处理规则。",
            "您可在账户设置中修改资料和地址，其他请求请通过“联系客服”所示方式联系我们；我们核验身份后于15个工作日内答复。",
            "注销前请先完结订单和售后。注销后账号及剩余积分不可恢复，个人信息将被删除或匿名化处理，法律要求保存的除外。",
            "如认为我们侵害了您的权益，您可向我们或网信等有关部门投诉，也可依法向人民法院起诉。",
          ],
        },
        {
          heading: "十、Cookie与类似技术",
          paragraphs: [
            "网站仅使用一个会话Cookie，用于保持登录状态和记住语言选择；小程序以本地存储实现相同功能。",
            "我们不使用广告追踪Cookie或类似技术，不与广告平台共享浏览记录。禁用Cookie后将无法保持登录。",
          ],
        },
        {
          heading: "十一、安全措施",
          paragraphs: [
            "我们以HTTPS加密传输数据，加密存储密码，按最小必要原则控制访问权限并记录日志，接触个人信息的员工和合作方均负有保密义务。",
            "如发生个人信息安全事件，我们将立即采取补救措施，依法通知您并向主管部门报告。",
          ],
        },
        {
          heading: "十二、未成年人保护",
          paragraphs: [
            "我们不为未满18周岁者开设账号，也不故意收集其个人信息；发现未成年人注册的，将注销账号并删除相关信息。监护人可通过文末方式联系我们。",
          ],
        },
        {
          id: "points",
          heading: "第三部分 积分规则｜十三、积分规则",
          paragraphs: [
            "获得：订单支付并完成后，按实付金额（不含运费）每1元累积1积分。",
            "使用：结算时每100积分抵扣1元，最多抵扣订单商品金额的50%；订单取消或退款的，已用积分退回。",
            "赠送：可赠送给其他已注册的手机号码，一经确认不可撤回。",
            "限制与有效期：积分不具有现金价值，不可兑现，不得在本计划之外转让；积分于获得年度之后第二个自然年度结束时失效，如2026年获得的积分于2028年12月31日失效；账号注销后剩余积分作废。",
            "更正：错误发放的积分，我们有权更正并通知您。",
          ],
        },
        {
          heading: "第四部分 通用条款｜十四、变更、适用法律与争议解决",
          paragraphs: [
            "本文件修改后将显著公示，并至少在生效前七日通知您；个人信息处理目的、方式或种类变更的，我们将依法重新取得您的同意。",
            "本文件适用中华人民共和国法律。争议协商不成的，任何一方均可向醇境（上海）酒业有限公司注册地即上海市有管辖权的人民法院起诉。",
          ],
        },
        {
          heading: "十五、联系我们",
          paragraphs: [
            "运营者及个人信息处理者：醇境（上海）酒业有限公司。客服热线、服务时间和微信客服号以本网站及小程序“联系客服”所示为准。",
          ],
        },
      ],
    },
    en: {
      title: "Vintry Terms of Service and Privacy Policy",
      updated: "2026-11-27",
      intro:
        "This document applies to the Vintry website and WeChat mini-program operated by Vintry (Shanghai) Wine Co., Ltd. (“we” or “us”). It has four parts: Part I, Terms of Service; Part II, Privacy Policy; Part III, Points Terms; and Part IV, General Provisions. The detailed rules on registration, orders and after-sale service are set out in the Vintry User Registration Agreement, which together with this document forms the agreement between you and us.",
      sections: [
        {
          heading: "Part I · Terms of Service — 1. Our services",
          paragraphs: [
            "Through our website and WeChat mini-program we sell wine and other alcoholic beverages to consumers in China, and we offer a loyalty points programme, member-to-member resale by consignment, and invoicing.",
            "Our services are for adults aged 18 or older only. Drink responsibly; no sale to minors.",
          ],
        },
        {
          heading: "2. Buying and after-sale service",
          paragraphs: [
            "Prices are in Chinese yuan (CNY). You pay by scanning a QR code with Alipay or WeChat Pay, and orders left unpaid for 30 minutes after submission are cancelled automatically.",
            "Report transit damage to customer service, with photos, within 48 hours of delivery. Refunds and returns may be for some of the bottles of an order. Unopened goods with intact seals qualify for the seven-day no-reason return, while opened or improperly stored wine cannot be returned unless it is faulty, for example because of cork taint. See the User Registration Agreement for details.",
          ],
        },
        {
          heading: "3. Your obligations and our liability",
          paragraphs: [
            "You must provide true and accurate information, keep your account secure, never buy alcohol for a minor, and not disrupt our systems or abuse the points or resale features. Wine resold by members is inspected and held by us and sold in our own name, as section 7 of the User Registration Agreement describes.",
            "To the extent permitted by law, we are not liable for losses caused by force majeure or by third parties. However, nothing in this document excludes or limits liability that cannot be excluded or limited under PRC law, or affects your statutory rights as a consumer.",
          ],
        },
        {
          id: "privacy",
          heading: "Part II · Privacy Policy — 4. Information we collect",
          paragraphs: [
            "We follow the principles of lawfulness, legitimacy, necessity and good faith, and collect only the following:",
            "Account data: your mobile number, used for registration, sign-in and SMS verification. Your password is stored only in encrypted form.",
            "Delivery data: the recipient's name, mobile number and delivery address.",
            "Order data: the goods you buy, amounts, payment status, and your points and resale records. Payments are handled by Alipay or WeChat Pay; we receive only the payment result and transaction number, never the details of the card you pay with or your payment password.",
            "Payout account data: the Alipay or WeChat account, or the bank card number and bank, and the account holder's real name that a reselling member enters, used only to pay them for wine sold on their behalf. Pages show these accounts only partly hidden.",
            "Invoice data: the company name, taxpayer identification number, address and phone number, bank and account number you provide when you request an invoice.",
            "Device and log data: IP address, device model, operating system, browser type, access times and activity logs.",
            "Age checks on delivery are carried out by the courier looking at the recipient's ID in person; we do not ask you to upload identity documents. If you contact customer service, we keep a record of the conversation.",
          ],
        },
        {
          heading: "5. Why we use it",
          paragraphs: [
            "We use this information to register you and keep your account secure; process orders, payments, deliveries and after-sale requests; enforce the age restriction; credit and redeem points; check, inspect and settle resales; issue invoices and meet our tax, accounting and other legal obligations; prevent fraud and protect our systems; and handle enquiries and complaints.",
            "We do not use your information for profiling or targeted advertising. If we ever want to use it for any other purpose, we will tell you first and ask for your consent again.",
          ],
        },
        {
          heading: "6. Legal basis",
          paragraphs: [
            "Under Article 13 of the PRC Personal Information Protection Law (PIPL), we rely on the following grounds:",
            "Necessity for concluding or performing a contract to which you are a party: processing related to your account, orders, payment, delivery, after-sale service, points and resale.",
            "Necessity for fulfilling legal obligations: issuing invoices, keeping transaction and accounting records, retaining network logs, and age verification.",
            "Your consent: any other processing for which the law requires consent or separate consent. You may withdraw your consent at any time; withdrawal does not affect processing already carried out on the basis of that consent.",
          ],
        },
        {
          heading: "7. How long we keep it",
          paragraphs: [
            "We keep personal information only for the shortest period needed for the purpose concerned:",
            "Account data, delivery addresses and payout accounts are kept while your account exists. When you delete an address or a payout account, or close your account, we delete or anonymise the data within 15 working days; the record of a payout already made is kept as transaction data.",
            "Order and transaction data are kept for three years from completion of the transaction (Article 31 of the PRC E-Commerce Law). Invoices and accounting records are kept for the periods required by the PRC Invoice Administration Measures and the rules on accounting archives. Network logs are kept for six months (Article 21 of the PRC Cybersecurity Law).",
            "When a retention period ends, we delete or anonymise the information.",
          ],
        },
        {
          heading: "8. Sharing, processors and cross-border transfer",
          paragraphs: [
            "We never sell your personal information. We share it only as far as necessary with:",
            "Courier companies, which receive the recipient's name, mobile number, delivery address and parcel details so that they can deliver your order.",
            "Payment providers — Alipay (China) Network Technology Co., Ltd. or Tenpay Payment Technology Co., Ltd. (WeChat Pay) — which receive the order number and amount so that they can process payments and refunds.",
            "Our SMS service provider, which acts on our behalf under a data processing contract and handles only your mobile number in order to send verification codes and order notifications.",
            "In resales by consignment neither side sees the other's name, mobile number or address; a reselling member sees only the buyer's mobile number partly hidden (such as 139****1234). The verifiable provenance log publishes each bottle's history with no name, mobile number or address in it: a buyer appears there only as a commitment made with our secret key, from which no one else can identify you. Apart from the cases above, we disclose personal information only where laws or competent authorities require it.",
            "Your personal information is stored within the People's Republic of China, and we do not transfer any of it abroad.",
          ],
        },
        {
          heading: "9. Your rights and how to exercise them",
          paragraphs: [
            "Under the PIPL you have the right to access and obtain a copy of your personal information; to have inaccurate or incomplete information corrected or completed; to request deletion where the law provides for it; to withdraw your consent; to close your account; and to ask us to explain our processing rules.",
            "You can view and edit your profile and delivery addresses in your account settings. For anything else, contact us as shown under “Customer service”. We may first verify your identity, and we will reply within 15 working days.",
            "Before closing your account, please make sure no orders or after-sale requests are still open. Once closed, the account and any remaining points cannot be recovered, and we will delete or anonymise your personal information as described in this policy, except where the law requires us to keep it.",
            "If you believe we have infringed your rights, you may complain to us, report the matter to the cyberspace administration or another competent authority, or bring a claim before a people's court.",
          ],
        },
        {
          heading: "10. Cookies",
          paragraphs: [
            "Our website uses a single session cookie to keep you signed in and to remember the language you chose. The WeChat mini-program does the same through local storage.",
            "We do not use advertising trackers or similar technologies, and we do not share your browsing history with advertising platforms. If you disable cookies in your browser, you will not be able to stay signed in.",
          ],
        },
        {
          heading: "11. Security",
          paragraphs: [
            "We protect your information by encrypting data in transit with HTTPS, storing passwords in encrypted form, giving staff access only to what their role requires and logging that access, and placing employees and partners who handle personal information under a duty of confidentiality.",
            "If a personal information security incident occurs, we will take remedial action immediately, notify you as required by law and report to the competent authorities.",
          ],
        },
        {
          heading: "12. Minors",
          paragraphs: [
            "We do not open accounts for anyone under 18 and do not knowingly collect their personal information. If we learn that a minor has registered, we will close the account and delete the related information. Parents or guardians who become aware of such a case can contact us using the details at the end of this document.",
          ],
        },
        {
          id: "points",
          heading: "Part III · Points Terms — 13. Earning, using and expiry of points",
          paragraphs: [
            "Earning: once an order has been paid and completed, you earn 1 point for every ¥1 actually paid, excluding freight.",
            "Redeeming: at checkout, 100 points take ¥1 off, up to 50% of the order's goods amount. If the order is cancelled or refunded, the points used on it are returned to your account.",
            "Gifting: points can be gifted to another mobile number registered with Vintry. A gift cannot be revoked once confirmed.",
            "Restrictions and expiry: points have no cash value, cannot be exchanged for cash and cannot be transferred outside the programme. They expire at the end of the second calendar year after the year in which they were earned, so points earned in 2026 expire on 31 December 2028. Remaining points lapse when an account is closed.",
            "Corrections: we may correct points credited by mistake, for example through a system error, and will tell you when we do.",
          ],
        },
        {
          heading: "Part IV · General Provisions — 14. Changes, governing law and disputes",
          paragraphs: [
            "If we amend this document, we will post the new version prominently on the website and in the mini-program and notify you at least seven days before it takes effect. Where the purpose, method or types of personal information processing change, we will obtain your consent again as required by law.",
            "This document is governed by the laws of the People's Republic of China. Disputes should first be settled amicably; failing that, either party may bring proceedings before the competent people's court at the place where Vintry (Shanghai) Wine Co., Ltd. is registered, namely Shanghai.",
          ],
        },
        {
          heading: "15. Contact us",
          paragraphs: [
            "Operator and personal information handler: Vintry (Shanghai) Wine Co., Ltd. The customer service hotline, opening hours and WeChat ID are those shown under “Customer service” on this site and in the mini-program.",
          ],
        },
      ],
    },
  },
};
