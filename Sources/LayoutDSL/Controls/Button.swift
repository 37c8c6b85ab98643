/// A control that runs an action, as SwiftUI's `Button`: the label goes to the
/// `PrimitiveButtonStyle` in the environment (`.buttonStyle(_:)`), which decides how it looks
/// and what triggers the action. The default on iOS is a borderless button: the label in the
/// tint colour, dimmed while pressed.
nonisolated public struct Button<Label: View>: View, RoledButton {
    private let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.primitiveButtonStyle) private var style

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        configuration = PrimitiveButtonStyleConfiguration(label: .init(label()), role: role, action: action)
    }

    /// The style's body sees the automatic style again, so a primitive style that wraps
    /// `Button(configuration)` does not style its own output (its own `.buttonStyle` still can).
    var role: ButtonRole? { configuration.role }

    public var body: some View {
        style.body(configuration)
            .environment(\.primitiveButtonStyle, AnyStyle(DefaultButtonStyle()))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style describes (SwiftUI's `Button(_ configuration:)`), drawn in
    /// the button style of its environment.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.configuration = configuration
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(titleKey, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(title, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LayoutDSL.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(titleKey, systemImage: systemImage, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(title, systemImage: systemImage, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutDSL.Label(title, systemImage: systemImage) }
    }

    /// With an asset catalog image by its generated symbol (`Button("Brew", image: .cup) {}`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(titleKey, image: image, role: nil, action: action)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(title, image: image, role: nil, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutDSL.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LayoutDSL.Label(title, image: image) }
    }
}
