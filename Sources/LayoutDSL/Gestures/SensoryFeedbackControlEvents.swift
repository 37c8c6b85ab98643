/// iOS 26's feedback named for the control event that plays it, as the system controls play it:
/// a selection reaching an end or turning on or off, a press of a button, slider, toggle or tab,
/// the release of a slider (the SDK 26.2 interface declares the three kinds and their values;
/// docs/reference/ios26-swiftui-api.md). Never drawn, as every `SensoryFeedback`.
extension SensoryFeedback {
    public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback { SensoryFeedback(kind: .selectionFeedback(feedback)) }
    public static func press(_ feedback: PressFeedback) -> SensoryFeedback { SensoryFeedback(kind: .press(feedback)) }
    public static func release(_ feedback: ReleaseFeedback) -> SensoryFeedback { SensoryFeedback(kind: .release(feedback)) }

    /// A selection's change of state.
    public struct SelectionFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        public static let maximum = SelectionFeedback(rawValue: 0)
        public static let minimum = SelectionFeedback(rawValue: 1)
        public static let on = SelectionFeedback(rawValue: 2)
        public static let off = SelectionFeedback(rawValue: 3)
    }

    /// A finger landing on a control.
    public struct PressFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        public static let button = PressFeedback(rawValue: 0)
        public static let buttonIconOnly = PressFeedback(rawValue: 1)
        public static let slider = PressFeedback(rawValue: 2)
        public static let toggle = PressFeedback(rawValue: 3)
        public static let tab = PressFeedback(rawValue: 4)
    }

    /// A finger lifting from a control.
    public struct ReleaseFeedback: Sendable, Equatable, Hashable {
        let rawValue: Int
        public static let slider = ReleaseFeedback(rawValue: 0)
    }
}
