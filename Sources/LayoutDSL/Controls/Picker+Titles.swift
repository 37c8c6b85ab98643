/// `Picker`'s titled forms (Apple's `Picker`): a title as the label, alone or with a system
/// symbol or an asset catalog image; each for one selection or for `sources`, and with or
/// without a view for the current value. The `StringProtocol` forms are disfavoured, so a
/// literal title is a localized key, as in SwiftUI.
extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { Text(titleKey) })
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { Text(title) })
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == LayoutDSL.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, systemImage: systemImage) })
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, systemImage: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(title, systemImage: systemImage) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(title, systemImage: systemImage) })
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, image: image) })
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, image: image) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(title, image: image) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(title, image: image) })
    }

    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content,
                  label: { LayoutDSL.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { LayoutDSL.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }
}
