/// How buttons size along their primary axis (iOS 26's `ButtonSizing`, Apple's documentation):
/// `fitted` to their content, `flexible` "filling its available space by expanding or compressing
/// beyond its ideal size", `automatic` as their placement does (fitted on iPhone, as before the
/// type existed). The bordered and glass styles read it (`flexibleWidth()`), as Apple names
/// "certain styles of Button" among the controls that adapt.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ButtonSizing: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, fitted, flexible }
    private let kind: Kind

    public static var automatic: ButtonSizing { ButtonSizing(kind: .automatic) }
    public static var fitted: ButtonSizing { ButtonSizing(kind: .fitted) }
    public static var flexible: ButtonSizing { ButtonSizing(kind: .flexible) }
}

private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
    /// The preferred sizing of buttons in the view hierarchy (`buttonSizing(_:)`).
    public internal(set) var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] } set { self[ButtonSizingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The preferred sizing of the buttons in this view (iOS 26).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        environment(\.buttonSizing, sizing)
    }

    /// A button label as wide as its proposal when the environment's buttons are flexible; the
    /// label of a fitted button keeps its own width.
    func flexibleWidth(_ sizing: ButtonSizing) -> some View {
        frame(maxWidth: sizing == .flexible ? .infinity : nil)
    }
}
