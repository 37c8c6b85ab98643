import Foundation

// Titles given as a `LocalizedStringResource`, as the iOS 26 SDK declares them for SwiftUI's
// controls, containers and modifiers (iPhoneOS26.2.sdk's interface, Tests/APICoverage/
// swiftui-ios26.tsv): each is `@_disfavoredOverload`, so a string literal stays a
// `LocalizedStringKey` and a `String` the `StringProtocol` form, and each shows the resource's
// string where the string form shows its own. Xcode 26 generates `LocalizedStringResource`
// symbols for a string catalog's keys, so an app writes `Button(.save) { … }` and
// `.navigationTitle(.settingsTitle)`; Apple's forms are inlined forwarders, as these are.

extension View {
    @_disfavoredOverload
    public func accessibilityAction(named nameResource: LocalizedStringResource,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(named: String(localized: nameResource), handler)
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(String(localized: hint))
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource,
                                  isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(String(localized: hint), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(String(localized: label))
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource,
                                   isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(String(localized: label), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(String(localized: valueResource))
    }

    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource,
                                   isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(String(localized: valueResource), isEnabled: isEnabled)
    }

    @_disfavoredOverload
    public func help(_ textKey: LocalizedStringResource) -> some View {
        help(String(localized: textKey))
    }

    @_disfavoredOverload
    public func badge(_ resource: LocalizedStringResource?) -> some View {
        badge(resource.map { String(localized: $0) })
    }

    @_disfavoredOverload
    public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View {
        navigationSubtitle(String(localized: subtitleKey))
    }

    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(String(localized: titleResource))
    }

    @_disfavoredOverload
    public func alert<A>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
        where A : View {
        alert(String(localized: titleResource), isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<A, M>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                            @ViewBuilder message: () -> M) -> some View
        where A : View, M : View {
        alert(String(localized: titleResource), isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<A, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
                            @ViewBuilder actions: (T) -> A) -> some View
        where A : View {
        alert(String(localized: titleResource), isPresented: isPresented, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    public func alert<A, M, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
                               @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
        where A : View, M : View {
        alert(String(localized: titleResource), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<A>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                      titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
        where A : View {
        confirmationDialog(String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<A, M>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                         titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                         @ViewBuilder message: () -> M) -> some View
        where A : View, M : View {
        confirmationDialog(String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<A, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                         titleVisibility: Visibility = .automatic, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A) -> some View
        where A : View {
        confirmationDialog(String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<A, M, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
                                            @ViewBuilder message: (T) -> M) -> some View
        where A : View, M : View {
        confirmationDialog(String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
                           actions: actions, message: message)
    }

    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                              placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                              @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
        where C : RandomAccessCollection, C : RangeReplaceableCollection, C.Element : Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement,
                   prompt: String(localized: prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                              prompt: LocalizedStringResource, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
        where C : RandomAccessCollection, C : RangeReplaceableCollection, C.Element : Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: String(localized: prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringResource) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: String(localized: prompt))
    }

    @_disfavoredOverload
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringResource) -> some View {
        searchable(text: text, placement: placement, prompt: String(localized: prompt))
    }

    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
        where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: String(localized: prompt),
                   token: token)
    }

    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
        where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: String(localized: prompt), token: token)
    }

    @_disfavoredOverload
    public func typeSelectEquivalent(_ stringResource: LocalizedStringResource) -> some View {
        typeSelectEquivalent(String(localized: stringResource))
    }

    @_disfavoredOverload
    public func dialogSuppressionToggle(_ titleResource: LocalizedStringResource, isSuppressed: Binding<Bool>) -> some View {
        dialogSuppressionToggle(String(localized: titleResource), isSuppressed: isSuppressed)
    }

    @_disfavoredOverload
    public func fileDialogConfirmationLabel(_ label: LocalizedStringResource) -> some View {
        fileDialogConfirmationLabel(String(localized: label))
    }

    @_disfavoredOverload
    public func fileDialogMessage(_ messageResource: LocalizedStringResource) -> some View {
        fileDialogMessage(String(localized: messageResource))
    }

    @_disfavoredOverload
    public func fileExporterFilenameLabel(_ label: LocalizedStringResource) -> some View {
        fileExporterFilenameLabel(String(localized: label))
    }
}

extension DisclosureGroup where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(String(localized: titleResource), content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(String(localized: titleResource), isExpanded: isExpanded, content: content)
    }
}

extension Section where Parent == Text, Content : View, Footer == EmptyView {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), isExpanded: isExpanded, content: content)
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), action: action)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), role: role, action: action)
    }
}

extension Button where Label == LayoutDSL.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), image: image, action: action)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), image: image, role: role, action: action)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), systemImage: systemImage, action: action)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(String(localized: titleResource), systemImage: systemImage, role: role, action: action)
    }
}

extension ControlGroup {
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text>, C : View {
        self.init(String(localized: titleResource), content: content)
    }

    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(String(localized: titleResource), image: image, content: content)
    }

    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(String(localized: titleResource), systemImage: systemImage, content: content)
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(String(localized: titleResource), destination: destination)
    }
}

extension Menu {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(String(localized: titleResource), content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
        where Label == Text {
        self.init(String(localized: titleResource), content: content, primaryAction: primaryAction)
    }
}

extension Menu where Label == LayoutDSL.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), image: image, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(String(localized: titleResource), image: image, content: content, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), systemImage: systemImage, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(String(localized: titleResource), systemImage: systemImage, content: content, primaryAction: primaryAction)
    }
}

extension ContentUnavailableView where Label == LayoutDSL.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image name: String, description: Text? = nil) {
        self.init(String(localized: title), image: name, description: description)
    }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(String(localized: title), systemImage: name, description: description)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) where Label == Text {
        self.init(String(localized: titleResource))
    }
}

extension ProgressView {
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0)
        where Label == Text, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint {
        self.init(String(localized: titleResource), value: value, total: total)
    }
}

extension ColorPicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(String(localized: titleResource), selection: selection, supportsOpacity: supportsOpacity)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(String(localized: titleResource), selection: selection, supportsOpacity: supportsOpacity)
    }
}

extension DatePicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(String(localized: titleResource), selection: selection, displayedComponents: displayedComponents)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(String(localized: titleResource), selection: selection, in: range, displayedComponents: displayedComponents)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(String(localized: titleResource), selection: selection, in: range, displayedComponents: displayedComponents)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(String(localized: titleResource), selection: selection, in: range, displayedComponents: displayedComponents)
    }
}

extension GroupBox where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), content: content)
    }
}

extension LabeledContent where Label == Text, Content : View {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), content: content)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S>(_ titleResource: LocalizedStringResource, value: S) where S : StringProtocol {
        self.init(String(localized: titleResource), value: value)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F)
        where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String {
        self.init(String(localized: titleResource), value: value, format: format)
    }
}

extension MultiDatePicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>) {
        self.init(String(localized: titleResource), selection: selection)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(String(localized: titleResource), selection: selection, in: bounds)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(String(localized: titleResource), selection: selection, in: bounds)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(String(localized: titleResource), selection: selection, in: bounds)
    }
}

extension Picker where Label == LayoutDSL.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), image: image, selection: selection, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(String(localized: titleResource), image: image, selection: selection, content: content,
                  currentValueLabel: currentValueLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), systemImage: systemImage, selection: selection, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(String(localized: titleResource), systemImage: systemImage, selection: selection, content: content,
                  currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(String(localized: titleResource), selection: selection, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(String(localized: titleResource), selection: selection, content: content, currentValueLabel: currentValueLabel)
    }
}

extension SecureField where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(String(localized: titleResource), text: text)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(String(localized: titleResource), text: text, prompt: prompt)
    }
}

extension Stepper where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(String(localized: titleResource), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                   step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F : ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
        self.init(String(localized: titleResource), value: value, in: bounds, step: step, format: format,
                  onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V : Strideable {
        self.init(String(localized: titleResource), value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F : ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
        self.init(String(localized: titleResource), value: value, step: step, format: format, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V : Strideable {
        self.init(String(localized: titleResource), value: value, step: step, onEditingChanged: onEditingChanged)
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(String(localized: titleResource), text: text)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(String(localized: titleResource), text: text, axis: axis)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(String(localized: titleResource), text: text, prompt: prompt)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(String(localized: titleResource), text: text, prompt: prompt, axis: axis)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F : ParseableFormatStyle, F.FormatOutput == String {
        self.init(String(localized: titleResource), value: value, format: format, prompt: prompt)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F : ParseableFormatStyle, F.FormatOutput == String {
        self.init(String(localized: titleResource), value: value, format: format, prompt: prompt)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter) {
        self.init(String(localized: titleResource), value: value, formatter: formatter)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(String(localized: titleResource), value: value, formatter: formatter, prompt: prompt)
    }
}

extension Toggle where Label == LayoutDSL.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), image: image, isOn: isOn)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), systemImage: systemImage, isOn: isOn)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(String(localized: titleResource), image: image, sources: sources, isOn: isOn)
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(String(localized: titleResource), systemImage: systemImage, sources: sources, isOn: isOn)
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(String(localized: titleResource), sources: sources, isOn: isOn)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(String(localized: titleResource), isOn: isOn)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<String> {
        self.init(String(localized: titleResource), item: item, subject: subject, message: message)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<URL> {
        self.init(String(localized: titleResource), item: item, subject: subject, message: message)
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    @_disfavoredOverload
    public init<I>(_ titleResource: LocalizedStringResource, item: I, subject: Text? = nil, message: Text? = nil,
                   preview: SharePreview<PreviewImage, PreviewIcon>)
        where Data == CollectionOfOne<I>, I : Transferable {
        self.init(String(localized: titleResource), item: item, subject: subject, message: message, preview: preview)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(String(localized: titleResource), items: items, subject: subject, message: message, preview: preview)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(String(localized: titleResource), items: items, subject: subject, message: message)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(String(localized: titleResource), items: items, subject: subject, message: message)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(String(localized: titleResource))
    }
}

extension SharePreview where Image == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, icon: Icon) {
        self.init(String(localized: titleResource), icon: icon)
    }
}

extension SharePreview where Icon == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: Image) {
        self.init(String(localized: titleResource), image: image)
    }
}

extension SharePreview {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: Image, icon: Icon) {
        self.init(String(localized: titleResource), image: image, icon: icon)
    }
}

extension NavigationLink where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
        self.init(String(localized: titleResource), destination: destination)
    }
}

extension NavigationLink where Destination == Never {
    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where Label == Text, P : Decodable, P : Encodable, P : Hashable {
        self.init(String(localized: titleResource), value: value)
    }

    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where Label == Text, P : Hashable {
        self.init(String(localized: titleResource), value: value)
    }
}

extension Tab where Value == Never, Content : View, Label : View {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), image: image, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), image: image, role: role, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), systemImage: systemImage, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), systemImage: systemImage, role: role, content: content)
    }
}

extension Tab where Value : Hashable, Content : View, Label : View {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, value: Value, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), image: image, value: value, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, image: String, value: T, @ViewBuilder content: () -> Content)
        where Value == T?, Label == DefaultTabLabel, T : Hashable {
        self.init(String(localized: titleResource), image: image, value: value, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), image: image, value: value, role: role, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content)
        where Value == T?, Label == DefaultTabLabel, T : Hashable {
        self.init(String(localized: titleResource), image: image, value: value, role: role, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), systemImage: systemImage, value: value, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, @ViewBuilder content: () -> Content)
        where Value == T?, Label == DefaultTabLabel, T : Hashable {
        self.init(String(localized: titleResource), systemImage: systemImage, value: value, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content)
        where Label == DefaultTabLabel {
        self.init(String(localized: titleResource), systemImage: systemImage, value: value, role: role, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, role: TabRole?,
                   @ViewBuilder content: () -> Content)
        where Value == T?, Label == DefaultTabLabel, T : Hashable {
        self.init(String(localized: titleResource), systemImage: systemImage, value: value, role: role, content: content)
    }
}

extension TabContent {
    @_disfavoredOverload
    public func badge(_ resource: LocalizedStringResource) -> some TabContent<Self.TabValue> {
        badge(String(localized: resource))
    }
}

extension TabSection where Content : TabContent, SelectionValue : Hashable {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content)
        where Header == Text, Footer == EmptyView {
        self.init(String(localized: titleResource), content: content)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, @TabContentBuilder<V?> content: () -> Content)
        where Header == Text, Footer == EmptyView, SelectionValue == V?, V : Hashable {
        self.init(String(localized: titleResource), content: content)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(String(localized: titleResource), image: name)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(String(localized: titleResource), image: resource)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(String(localized: titleResource), systemImage: name)
    }
}

