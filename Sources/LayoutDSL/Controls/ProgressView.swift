/// A progress indicator (SwiftUI's `ProgressView`), drawn by the `ProgressViewStyle` in the
/// environment (`.progressViewStyle(_:)`): by default a linear bar when it has a value and
/// the activity indicator when it has none. A value is shown as the fraction `value / total`,
/// clamped to 0…1; a non-positive or non-finite total shows 0. Every initializer of SwiftUI's.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A timer's interval and direction (`init(timerInterval:countsDown:)`): the fraction is read
    /// from the clock each time the body runs.
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = Label.self == EmptyView.self ? nil : label
        self.currentValueLabel = CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel
    }

    init<V: BinaryFloatingPoint>(value: V?, total: V, label: Label?, currentValueLabel: CurrentValueLabel?) {
        let fraction = value.map { value -> Double in
            let ratio = Double(value) / Double(total)
            return total > 0 && ratio.isFinite ? min(max(ratio, 0), 1) : 0
        }
        self.init(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
    }

    /// Made again at every pass (not only when the body runs), so a timer's bar follows the clock.
    public var body: some View {
        EmptyView().modifier(ClockDrivenContent { _ in
            style.body(ProgressViewStyleConfiguration(fractionCompleted: timer.map(Self.timerFraction) ?? fraction,
                                                      label: label.map { .init($0) },
                                                      currentValueLabel: currentValueLabel.map { .init($0) }))
        })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: nil, currentValueLabel: nil)
    }

    /// Foundation's `Progress`: its fraction completed; indeterminate progress has none.
    public init(_ progress: Progress) {
        self.init(fraction: progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style describes, drawn in the progress view style of its environment.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
