extension DayPlan {
    /// Why a plan of `count` baths is not made (more than `maximumStops`), in the words the app and
    /// `yumeguri plan new` both use. Ordering costs grow as the square of the stops (4,610
    /// favourites took over 300 s and 685 MB), and no day holds 200 baths: the user picks fewer,
    /// none is dropped for them.
    public static func tooManyStops(_ count: Int) -> String {
        VisitRulesText.planTooManyStops(limit: maximumStops, count: count).text
    }
}
