/// Haptic and audio feedback, as SwiftUI's `SensoryFeedback` (iOS 17): the kinds a view plays
/// with `sensoryFeedback(_:trigger:)` when a value changes.
public struct SensoryFeedback: Equatable, Sendable {
    let kind: Kind
    enum Kind: Equatable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impactWeight(Weight, Double), impactFlexibility(Flexibility, Double)
        case selectionFeedback(SelectionFeedback), press(PressFeedback), release(ReleaseFeedback)
    }

    public static let success = SensoryFeedback(kind: .success)
    /// A path, such as a drawn shape, finished (iOS 17.5).
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let impact = SensoryFeedback(kind: .impactWeight(.medium, 1))

    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impactWeight(weight, intensity))
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(kind: .impactFlexibility(flexibility, intensity))
    }

    public struct Weight: Equatable, Sendable {
        let rawValue: Int
        public static let light = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 1)
        public static let heavy = Weight(rawValue: 2)
    }

    public struct Flexibility: Equatable, Sendable {
        let rawValue: Int
        public static let rigid = Flexibility(rawValue: 0)
        public static let solid = Flexibility(rawValue: 1)
        public static let soft = Flexibility(rawValue: 2)
    }
}

nonisolated extension View {
    /// Accepted with SwiftUI's signatures: feedback is felt or heard, never drawn, so a rendered
    /// frame is the same with or without it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?)
        -> some View { self }

    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
