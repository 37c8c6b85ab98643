/// Where a rich-text editor offers its formatting controls (SwiftUI's
/// `TextInputFormattingControlPlacement`, iOS 26): the keyboard's accessory bar, the edit menu,
/// the input assistant, the font panel (SDK 26.2 interface). The controls appear while editing,
/// with the keyboard, which a rendered frame does not show, so the choice is kept, not drawn.
public struct TextInputFormattingControlPlacement: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let accessoryBar = Set(rawValue: 1 << 0)
        public static let contextMenu = Set(rawValue: 1 << 1)
        public static let inputAssistant = Set(rawValue: 1 << 2)
        public static let fontPanel = Set(rawValue: 1 << 3)
        public static let all: Set = [.accessoryBar, .contextMenu, .inputAssistant, .fontPanel]
        /// Every placement the platform offers by default.
        public static let `default`: Set = .all
    }
}

private struct TextInputFormattingControlsKey: EnvironmentKey { static let defaultValue = TextInputFormattingControlPlacement.Set.default }

extension EnvironmentValues {
    /// The placements whose formatting controls are visible.
    var textInputFormattingControls: TextInputFormattingControlPlacement.Set {
        get { self[TextInputFormattingControlsKey.self] } set { self[TextInputFormattingControlsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the formatting controls of the editors below in `placement`; `.automatic` leaves them as they were.
    public func textInputFormattingControlVisibility(_ visibility: Visibility,
                                                     for placement: TextInputFormattingControlPlacement.Set) -> some View {
        transformEnvironment(\.textInputFormattingControls) { controls in
            switch visibility {
            case .visible: controls.formUnion(placement)
            case .hidden: controls.subtract(placement)
            case .automatic: break
            }
        }
    }
}
