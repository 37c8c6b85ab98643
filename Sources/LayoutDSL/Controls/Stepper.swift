import Foundation

/// A control that steps a value up and down (SwiftUI's `Stepper`): on iOS the label, then
/// UIStepper's 94×32-point control at the trailing edge, "−" and "+" halves on a tertiary
/// fill with a hairline between them. A half whose step would leave the bounds (or that has no
/// action) is disabled and dimmed. Every initializer of SwiftUI's: value with or without bounds,
/// and the increment/decrement actions.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The value as the `format:` forms write it, in the environment's locale: on iOS it is what
    /// VoiceOver reads as the stepper's value, not drawn (a Mac stepper shows it in a text field).
    private var valueDescription: ((Locale) -> String)?
    @Environment(\.locale) private var locale
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemDesign) private var design

    /// UIStepper's intrinsic size, 94×32 points since iOS 7. The corner radius and the
    /// separator's 18-point height are estimates, not published figures. iOS 26's (Apple's iOS 26
    /// UI kit for Figma, its "Stepper", as exported in ahmedomar365/liqkit_ui@128e7d83acd780f5fed39d793032ba0f4599677d
    /// packages/liqkit_ui_design_data/figma_artifacts/steppers/5661-43368.design-context.txt):
    /// 92×32, a capsule of quaternarySystemFill, a 1×24 divider in tertiaryLabel, the symbols
    /// 17 pt semibold. docs/reference/ios26-design.md, "Steppers".
    static func size(_ design: SystemDesign) -> CGSize { CGSize(width: design == .liquidGlass ? 92 : 94, height: 32) }

    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement; self.onDecrement = onDecrement; self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
    }

    /// The label first (iOS 16's spelling of the same initializers, which a trailing label
    /// closure picks; the label-last forms above are SwiftUI's older spelling).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A step that would pass a bound stops at it; at a bound, that half is disabled.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        self.init(onIncrement: current < bounds.upperBound
                      ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
                  onDecrement: current > bounds.lowerBound
                      ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged, label: label)
    }

    /// The `format:` forms (iOS 16): the value forms, plus the formatted value.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        valueDescription = { format.locale($0).format(value.wrappedValue) }
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        valueDescription = { format.locale($0).format(value.wrappedValue) }
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            let glass = design == .liquidGlass
            HStack(spacing: 0) {
                half("minus", action: onDecrement)
                Color(glass ? .tertiaryLabel : .opaqueSeparator).frame(width: 1, height: glass ? 24 : 18)
                half("plus", action: onIncrement)
            }
            .frame(width: Self.size(design).width, height: Self.size(design).height)
            .background(RoundedRectangle(cornerRadius: glass ? 16 : 8)
                .fill(Color(glass ? .quaternarySystemFill : .tertiarySystemFill)))
        }
        .accessibilityValue(Text(verbatim: valueDescription?(locale) ?? ""), isEnabled: valueDescription != nil)
    }

    private func half(_ symbol: String, action: (() -> Void)?) -> some View {
        let enabled = isEnabled && action != nil
        return Image(systemName: symbol)
            .font(.body.weight(design == .liquidGlass ? .semibold : .medium))
            .foregroundStyle(enabled ? Color.primary : Color(.tertiaryLabel))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                guard enabled, let action else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
