/// What focusing a view is for, as SwiftUI's `FocusInteractions` (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

nonisolated extension View {
    /// Accepted with SwiftUI's signatures: on iPhone, focus moves with a hardware keyboard, and a
    /// focused custom view draws no ring, so the view draws as it is.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}
