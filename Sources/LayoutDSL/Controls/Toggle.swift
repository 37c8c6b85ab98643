/// An on/off control bound to a Bool, as SwiftUI's `Toggle`: the `ToggleStyle` in the
/// environment (`.toggleStyle(_:)`) draws it; on iOS the default is a switch.
nonisolated public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    public var body: some View {
        style.body(ToggleStyleConfiguration(label: .init(label), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == LayoutDSL.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutDSL.Label(title, systemImage: systemImage) }
    }

    /// With an asset catalog image by its generated symbol.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutDSL.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LayoutDSL.Label(title, image: image) }
    }
}
