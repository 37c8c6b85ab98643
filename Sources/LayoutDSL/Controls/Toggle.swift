/// An on/off control bound to a Bool, as SwiftUI's `Toggle`: the `ToggleStyle` in the
/// environment (`.toggleStyle(_:)`) draws it; on iOS the default is a switch.
nonisolated public struct Toggle<Label: View>: View {
    private let isOn: Binding<Bool>
    private let label: Label
    private var isMixed = false
    /// Made by a style's body (`Toggle(configuration)`): drawn as the default toggle, not in
    /// the style that made it again.
    private var isOwnedByStyle = false
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(label), isOn: isOn, isMixed: isMixed)
        return (isOwnedByStyle ? AnyStyle(DefaultToggleStyle()) : style).body(configuration)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style describes (Apple: "use this initializer within the makeBody(configuration:)
    /// method of a ToggleStyle to create an instance of the styled toggle"), drawn as the default toggle.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        isMixed = configuration.isMixed
        isOwnedByStyle = true
    }
}

extension Toggle {
    /// One toggle for a Bool of each of `sources` (Apple's `init(sources:isOn:label:)`): on when
    /// every source is on, mixed when they disagree, and turning it on or off sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let values = bindings.map(\.wrappedValue)
        self.init(isOn: Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                                set: { value in bindings.forEach { $0.wrappedValue = value } }), label: label)
        isMixed = values.contains(true) && values.contains(false)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
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

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { LayoutDSL.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { LayoutDSL.Label(title, systemImage: systemImage) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { LayoutDSL.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { LayoutDSL.Label(title, image: image) }
    }
}
