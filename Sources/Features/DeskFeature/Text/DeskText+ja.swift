extension DeskText {
    public var ja: String {
        switch self {
        case .keyCheck: "確認して使用"
        case .hintCheck: "確認"
        case .keyBack: "戻る"
        case .title: "フロント"
        case .heading: "フロント — チケットのコードを確認して使用します (模擬)"
        case .howTo: "コードを貼り付けるか、QR画像のパスを入力して Enter を押します"
        case .howToPass: "湯めぐり手形は、コードのあとに空白とこのフロントの施設ID (aist-…) を続けます"
        case .codeLabel: "コード:"
        case .placeholder: "yumeguri-ticket:2:… または /path/to/qr.png"
        case .checking: "確認中…"
        case .tooManyIDs(let count): "コード1つと施設ID1つだけを入力してください (ID が \(count) 個あります)"
        case .codeHasSpaces: "コードに空白は入りません。コード、空白1つ、このフロントの施設ID (aist-…) の順に入力してください"
        }
    }
}
