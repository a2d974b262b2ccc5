import Localization

/// The Ministry of the Environment's standard for what a 療養泉 is good for and when to keep out,
/// as `Resources/onsen/spring_standard.csv` holds it (a test keeps the two the same): 環境省
/// 「鉱泉分析法指針（平成26年改訂）」 and 「温泉法第十八条第一項の規定に基づく禁忌症及び入浴又は飲用上の注意の
/// 掲示等の基準」 (2014). General information of a public standard, never medical advice: every
/// place that shows it shows `disclaimer` with it.
public enum SpringStandard {
    public enum Kind: String, CaseIterable, Sendable {
        /// 療養泉の一般的適応症 (浴用): every 療養泉.
        case generalIndication = "general_indication"
        /// 泉質別適応症, 浴用 and 飲用.
        case bath, drink
        /// 一般的禁忌症 (浴用): every 温泉.
        case generalContraindication = "general_contraindication"
        /// 泉質別禁忌症 (浴用).
        case contraindication
        /// 入浴上の注意 (summarised).
        case caution
    }

    public struct Entry: Hashable, Sendable {
        public var kind: Kind
        /// Nil for what applies to every spring.
        public var type: SpringCategory?
        public var japanese: String
        public var english: String

        /// The entry in the language in force.
        public var text: String { AppLanguage.current == .ja ? japanese : english }
    }

    /// Said beside every effect or caution shown, in the language in force.
    public static var disclaimer: String { SpringsText.disclaimer.text }
    /// The standard's documents, in the language in force.
    public static var citation: String { SpringsText.citation.text }

    public static func entries(_ kind: Kind, for type: SpringCategory? = nil) -> [Entry] {
        all.filter { $0.kind == kind && $0.type == type }
    }

    /// Every row of the CSV, in its order.
    public static let all: [Entry] = [
        Entry(kind: .generalIndication, type: nil, japanese: "筋肉若しくは関節の慢性的な痛み又はこわばり（関節リウマチ、変形性関節症、腰痛症、神経痛、五十肩、打撲、捻挫などの慢性期）",
              english: "chronic pain or stiffness of muscles or joints (rheumatoid arthritis; osteoarthritis; lower back pain; neuralgia; frozen shoulder; bruises and sprains in the chronic stage)"),
        Entry(kind: .generalIndication, type: nil, japanese: "運動麻痺における筋肉のこわばり",
              english: "muscle stiffness in motor paralysis"),
        Entry(kind: .generalIndication, type: nil, japanese: "冷え性",
              english: "sensitivity to cold"),
        Entry(kind: .generalIndication, type: nil, japanese: "末梢循環障害",
              english: "peripheral circulatory disorders"),
        Entry(kind: .generalIndication, type: nil, japanese: "胃腸機能の低下（胃がもたれる、腸にガスがたまるなど）",
              english: "weak digestion (heavy stomach; intestinal gas)"),
        Entry(kind: .generalIndication, type: nil, japanese: "軽症高血圧",
              english: "mild hypertension"),
        Entry(kind: .generalIndication, type: nil, japanese: "耐糖能異常（糖尿病）",
              english: "impaired glucose tolerance (diabetes)"),
        Entry(kind: .generalIndication, type: nil, japanese: "軽い高コレステロール血症",
              english: "mild hypercholesterolaemia"),
        Entry(kind: .generalIndication, type: nil, japanese: "軽い喘息又は肺気腫",
              english: "mild asthma or emphysema"),
        Entry(kind: .generalIndication, type: nil, japanese: "痔の痛み",
              english: "haemorrhoid pain"),
        Entry(kind: .generalIndication, type: nil, japanese: "自律神経不安定症",
              english: "autonomic imbalance"),
        Entry(kind: .generalIndication, type: nil, japanese: "ストレスによる諸症状（睡眠障害、うつ状態など）",
              english: "symptoms of stress (sleep disorders; depressed mood)"),
        Entry(kind: .generalIndication, type: nil, japanese: "病後回復期",
              english: "convalescence"),
        Entry(kind: .generalIndication, type: nil, japanese: "疲労回復",
              english: "recovery from fatigue"),
        Entry(kind: .generalIndication, type: nil, japanese: "健康増進",
              english: "health promotion"),
        Entry(kind: .bath, type: .simple, japanese: "自律神経不安定症",
              english: "autonomic imbalance"),
        Entry(kind: .bath, type: .simple, japanese: "不眠症",
              english: "insomnia"),
        Entry(kind: .bath, type: .simple, japanese: "うつ状態",
              english: "depressed mood"),
        Entry(kind: .bath, type: .chloride, japanese: "きりきず",
              english: "cuts"),
        Entry(kind: .bath, type: .chloride, japanese: "末梢循環障害",
              english: "peripheral circulatory disorders"),
        Entry(kind: .bath, type: .chloride, japanese: "冷え性",
              english: "sensitivity to cold"),
        Entry(kind: .bath, type: .chloride, japanese: "うつ状態",
              english: "depressed mood"),
        Entry(kind: .bath, type: .chloride, japanese: "皮膚乾燥症",
              english: "dry skin"),
        Entry(kind: .drink, type: .chloride, japanese: "萎縮性胃炎",
              english: "atrophic gastritis"),
        Entry(kind: .drink, type: .chloride, japanese: "便秘",
              english: "constipation"),
        Entry(kind: .bath, type: .bicarbonate, japanese: "きりきず",
              english: "cuts"),
        Entry(kind: .bath, type: .bicarbonate, japanese: "末梢循環障害",
              english: "peripheral circulatory disorders"),
        Entry(kind: .bath, type: .bicarbonate, japanese: "冷え性",
              english: "sensitivity to cold"),
        Entry(kind: .bath, type: .bicarbonate, japanese: "皮膚乾燥症",
              english: "dry skin"),
        Entry(kind: .drink, type: .bicarbonate, japanese: "胃十二指腸潰瘍",
              english: "gastric and duodenal ulcers"),
        Entry(kind: .drink, type: .bicarbonate, japanese: "逆流性食道炎",
              english: "reflux oesophagitis"),
        Entry(kind: .drink, type: .bicarbonate, japanese: "耐糖能異常（糖尿病）",
              english: "impaired glucose tolerance (diabetes)"),
        Entry(kind: .drink, type: .bicarbonate, japanese: "高尿酸血症（痛風）",
              english: "hyperuricaemia (gout)"),
        Entry(kind: .bath, type: .sulfate, japanese: "きりきず",
              english: "cuts"),
        Entry(kind: .bath, type: .sulfate, japanese: "末梢循環障害",
              english: "peripheral circulatory disorders"),
        Entry(kind: .bath, type: .sulfate, japanese: "冷え性",
              english: "sensitivity to cold"),
        Entry(kind: .bath, type: .sulfate, japanese: "うつ状態",
              english: "depressed mood"),
        Entry(kind: .bath, type: .sulfate, japanese: "皮膚乾燥症",
              english: "dry skin"),
        Entry(kind: .drink, type: .sulfate, japanese: "胆道系機能障害",
              english: "biliary dysfunction"),
        Entry(kind: .drink, type: .sulfate, japanese: "高コレステロール血症",
              english: "hypercholesterolaemia"),
        Entry(kind: .drink, type: .sulfate, japanese: "便秘",
              english: "constipation"),
        Entry(kind: .bath, type: .carbonDioxide, japanese: "きりきず",
              english: "cuts"),
        Entry(kind: .bath, type: .carbonDioxide, japanese: "末梢循環障害",
              english: "peripheral circulatory disorders"),
        Entry(kind: .bath, type: .carbonDioxide, japanese: "冷え性",
              english: "sensitivity to cold"),
        Entry(kind: .bath, type: .carbonDioxide, japanese: "自律神経不安定症",
              english: "autonomic imbalance"),
        Entry(kind: .drink, type: .carbonDioxide, japanese: "胃腸機能低下",
              english: "weak digestion"),
        Entry(kind: .drink, type: .iron, japanese: "鉄欠乏性貧血",
              english: "iron-deficiency anaemia"),
        Entry(kind: .bath, type: .acidic, japanese: "アトピー性皮膚炎",
              english: "atopic dermatitis"),
        Entry(kind: .bath, type: .acidic, japanese: "尋常性乾癬",
              english: "psoriasis vulgaris"),
        Entry(kind: .bath, type: .acidic, japanese: "耐糖能異常（糖尿病）",
              english: "impaired glucose tolerance (diabetes)"),
        Entry(kind: .bath, type: .acidic, japanese: "表皮化膿症",
              english: "pyoderma (skin infections)"),
        Entry(kind: .drink, type: .iodine, japanese: "高コレステロール血症",
              english: "hypercholesterolaemia"),
        Entry(kind: .bath, type: .sulfur, japanese: "アトピー性皮膚炎",
              english: "atopic dermatitis"),
        Entry(kind: .bath, type: .sulfur, japanese: "尋常性乾癬",
              english: "psoriasis vulgaris"),
        Entry(kind: .bath, type: .sulfur, japanese: "慢性湿疹",
              english: "chronic eczema"),
        Entry(kind: .bath, type: .sulfur, japanese: "表皮化膿症",
              english: "pyoderma (skin infections)"),
        Entry(kind: .bath, type: .sulfur, japanese: "末梢循環障害（硫化水素型）",
              english: "peripheral circulatory disorders (hydrogen sulfide type)"),
        Entry(kind: .drink, type: .sulfur, japanese: "耐糖能異常（糖尿病）",
              english: "impaired glucose tolerance (diabetes)"),
        Entry(kind: .drink, type: .sulfur, japanese: "高コレステロール血症",
              english: "hypercholesterolaemia"),
        Entry(kind: .bath, type: .radioactive, japanese: "高尿酸血症（痛風）",
              english: "hyperuricaemia (gout)"),
        Entry(kind: .bath, type: .radioactive, japanese: "関節リウマチ",
              english: "rheumatoid arthritis"),
        Entry(kind: .bath, type: .radioactive, japanese: "強直性脊椎炎など",
              english: "ankylosing spondylitis and the like"),
        Entry(kind: .generalContraindication, type: nil, japanese: "病気の活動期（特に熱のあるとき）",
              english: "active illness (above all with fever)"),
        Entry(kind: .generalContraindication, type: nil, japanese: "活動性の結核",
              english: "active tuberculosis"),
        Entry(kind: .generalContraindication, type: nil, japanese: "進行した悪性腫瘍又は高度の貧血など身体衰弱の著しい場合",
              english: "marked weakness such as advanced malignant tumours or severe anaemia"),
        Entry(kind: .generalContraindication, type: nil, japanese: "少し動くと息苦しくなるような重い心臓又は肺の病気",
              english: "serious heart or lung disease that leaves you short of breath after slight exertion"),
        Entry(kind: .generalContraindication, type: nil, japanese: "むくみのあるような重い腎臓の病気",
              english: "serious kidney disease with oedema"),
        Entry(kind: .generalContraindication, type: nil, japanese: "消化管出血",
              english: "gastrointestinal bleeding"),
        Entry(kind: .generalContraindication, type: nil, japanese: "目に見える出血があるとき",
              english: "visible bleeding"),
        Entry(kind: .generalContraindication, type: nil, japanese: "慢性の病気の急性増悪期",
              english: "acute exacerbation of a chronic illness"),
        Entry(kind: .contraindication, type: .acidic, japanese: "皮膚又は粘膜の過敏な人",
              english: "people with sensitive skin or mucous membranes"),
        Entry(kind: .contraindication, type: .acidic, japanese: "高齢者の皮膚乾燥症",
              english: "dry skin in older people"),
        Entry(kind: .contraindication, type: .sulfur, japanese: "皮膚又は粘膜の過敏な人",
              english: "people with sensitive skin or mucous membranes"),
        Entry(kind: .contraindication, type: .sulfur, japanese: "高齢者の皮膚乾燥症",
              english: "dry skin in older people"),
        Entry(kind: .caution, type: nil, japanese: "食事の直前・直後及び飲酒後の入浴は避ける",
              english: "do not bathe just before or after a meal or after drinking alcohol"),
        Entry(kind: .caution, type: nil, japanese: "高齢者・子ども・身体の不自由な人は一人での入浴を避ける",
              english: "older people; children and people with disabilities should not bathe alone"),
        Entry(kind: .caution, type: nil, japanese: "浴槽に入る前に手足から掛け湯をする",
              english: "pour water over hands and feet before entering the bath"),
        Entry(kind: .caution, type: nil, japanese: "高齢者、高血圧症・心臓病の人、脳卒中の経験のある人は42℃以上の高温浴を避ける",
              english: "older people and people with hypertension; heart disease or a history of stroke should avoid baths of 42 °C or more"),
        Entry(kind: .caution, type: nil, japanese: "入浴時間は初め3〜10分程度、慣れたら15〜20分程度まで",
              english: "bathe 3 to 10 minutes at first; up to 15 to 20 minutes once used to it"),
        Entry(kind: .caution, type: nil, japanese: "浴槽の出入りはゆっくり行い、急に立ち上がらない",
              english: "get in and out slowly; do not stand up suddenly"),
        Entry(kind: .caution, type: nil, japanese: "入浴後は湯冷めに注意し、水分を補給する",
              english: "after bathing keep warm and drink water"),
        Entry(kind: .caution, type: nil, japanese: "皮膚の弱い人は刺激の強い泉質（酸性泉・硫黄泉など）の成分を入浴後に真水で洗い流す",
              english: "people with sensitive skin should rinse off strong waters (acidic; sulfur) with fresh water after bathing"),
        Entry(kind: .caution, type: nil, japanese: "療養開始から3日〜1週間前後に湯あたり（気分不快・不眠・消化器症状・皮膚炎など）が出たら入浴を中止するか回数を減らす",
              english: "if bathing sickness (malaise; insomnia; digestive trouble; dermatitis) appears 3 days to a week into a stay; stop or bathe less often"),
    ]
}
