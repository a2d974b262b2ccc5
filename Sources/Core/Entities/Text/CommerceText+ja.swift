extension CommerceText {
    public var ja: String {
        switch self {
        case .productAdult: "大人 入浴券"
        case .productChild: "小人 入浴券"
        case .productTowel: "タオルセット"
        case .productBedrock: "岩盤浴 追加"
        case .productPrivateBath: "貸切風呂 60分"
        case .productPass(let entries): "湯めぐり手形 \(entries)回券"
        case .ticketState(let state): Self.japanese(state)
        case .couponState(let state): Self.japanese(state)
        case .ticketAlreadyUsed: "このチケットは使用済みです"
        case .ticketAlreadyRefunded: "このチケットは払い戻し済みです"
        case .ticketExpired(let day): "有効期限 \(day) を過ぎています"
        case .ticketNotYetValid(let day): "利用日 \(day) から使えます"
        case .ticketUsed(let when, let bath): "使用 \(when) · \(bath)"
        case .orderEmpty: "チケットを1枚以上選んでください"
        case .orderTooManyTickets(let limit, let chosen): "1回の注文は\(limit)枚までです (\(chosen)枚選択)"
        case .orderTooManyPasses(let limit, let chosen): "手形は1回の注文で1〜\(limit)枚です (\(chosen)枚選択)"
        case .orderNegativeQuantity(let product): "\(product) の枚数は負にできません"
        case .orderUnknownProduct(let product): "\(product) はこの施設では販売していません"
        case .orderDateInPast(let day): "利用日 \(day) は過去の日付です"
        case .orderDateAfterValidity(let day, let validUntil): "利用日 \(day) は有効期限 \(validUntil) より後です"
        case .couponYenOffAdult(let yen): "大人 \(yen)引き"
        case .couponYenOffChild(let yen): "小人 \(yen)引き"
        case .couponYenOffExtra(let yen): "追加 \(yen)引き"
        case .couponPercentOff(let percent): "ご注文 \(percent)%オフ"
        case .couponFreeProduct(let product): "\(product) 1点無料"
        case .couponValidity(let from, let until): "\(from)〜\(until)"
        case .couponValidityNewMembers(let from, let until): "\(from)〜\(until) · 新規会員限定"
        case .couponAlreadyClaimed: "このクーポンは獲得済みです"
        case .couponNewMembersOnly: "新規会員限定のクーポンです"
        case .couponAlreadyUsed: "このクーポンは使用済みです"
        case .couponNotValidToday(let validity): "有効期間外です (\(validity))"
        case .cardDigitsOnly: "カード番号は数字で入力してください"
        case .cardUnknownBrand: "Visa / Mastercard / American Express / JCB のカードをお使いください"
        case .cardLuhn: "カード番号が正しくありません"
        case .cardExpiryFormat: "有効期限は MM/YY で入力してください"
        case .cardExpired: "カードの有効期限が切れています"
        case .cardHolderName: "名義人をローマ字で入力してください"
        case .cardLength(let brand): "\(brand) のカード番号の桁数が違います"
        case .cardCVC(let digits): "セキュリティコードは\(digits)桁です"
        case .accountDisplayName: "表示名を1〜20文字で入力してください"
        case .accountEmail: "メールアドレスの形式が正しくありません"
        case .accountPIN: "PINは4〜8桁の数字です"
        case .accountEmailTaken: "このメールアドレスは登録済みです"
        case .accountWrongCredentials: "メールアドレスかPINが違います"
        case .accountNotFound: "アカウントが見つかりません"
        case .accountThrottled(let until): "PINの誤りが続いたため、\(until) まで待ってください"
        case .accountStorage(let message): "保存できませんでした: \(message)"
        }
    }

    private static func japanese(_ state: TicketState) -> String {
        switch state {
        case .unused: "未使用"
        case .used: "使用済み"
        case .expired: "期限切れ"
        case .refunded: "払い戻し"
        }
    }

    private static func japanese(_ state: CouponState) -> String {
        switch state {
        case .usable: "使える"
        case .used: "使用済み"
        case .expired: "期限切れ"
        }
    }
}
