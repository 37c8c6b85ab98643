/// A control that picks a value from a range by dragging (SwiftUI's `Slider`), drawn as iOS
/// draws UISlider: a capsule track, tinted up to the thumb's centre and systemFill after it, and
/// a white thumb with a soft shadow (`SliderMetrics`: each design's sizes), as wide as it is
/// offered (it takes the proposed width, at least the thumb's). The optional minimum and maximum
/// value labels sit at the ends. A drag anywhere on it moves the value to the finger, snapped to
/// `step` and clamped to the bounds; an empty or non-finite range holds the lower bound. Every
/// initializer of SwiftUI's.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemDesign) private var design
    /// Whether a finger is on the slider (editing has begun and not ended).
    @State private var isEditing = false

    /// Where the tinted part of the track starts (0 when no neutral value is given) and the tick
    /// marks (every step's value and every tick given), each as a fraction of the range.
    let neutralFraction: Double
    let tickFractions: [Double]
    @Environment(\.sliderThumbVisibility) private var thumbVisibility

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, neutralValue: V? = nil,
                                 enabledBounds: ClosedRange<V>? = nil, ticks: [SliderTick<V>] = [],
                                 onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?)
    where V.Stride: BinaryFloatingPoint {
        let low = Double(bounds.lowerBound), span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let valid = span.isFinite && span > 0 && low.isFinite
        func fractionOf(_ value: V) -> Double? {
            let value = Double(value)
            return valid && value.isFinite ? min(max((value - low) / span, 0), 1) : nil
        }
        // Apple: values outside `enabledBounds` cannot be chosen; bounds beyond the range count as the range.
        let enabled = enabledBounds.map { (fractionOf($0.lowerBound) ?? 0)...(fractionOf($0.upperBound) ?? 1) } ?? 0...1
        fraction = fractionOf(value.wrappedValue) ?? 0
        neutralFraction = neutralValue.flatMap(fractionOf) ?? 0
        // Apple: "Tick marks appear automatically when initializing a Slider with the step parameter"
        // (docs/reference/ios26-design.md, "Slider ticks"), so each step's value has one.
        let stepSize = step.map { Double($0) } ?? .nan
        let steps = valid ? Self.steps(across: span, by: stepSize).map { Double($0) * stepSize / span } : []
        tickFractions = Array(Set(steps + ticks.compactMap { fractionOf($0.value) })).sorted()
        setFraction = { fraction in
            guard valid else { value.wrappedValue = bounds.lowerBound; return }
            var new = low + min(max(fraction, enabled.lowerBound), enabled.upperBound) * span
            if let step, Double(step) > 0 { new = low + ((new - low) / Double(step)).rounded() * Double(step) }
            value.wrappedValue = V(min(max(new, low + enabled.lowerBound * span), low + enabled.upperBound * span))
        }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            track
            maximumValueLabel
        }
        // A disabled UIKit control dims as one layer (CALayer opacity), so its thumb does not
        // show the track through.
        .compositingGroup()
        .opacity(isEnabled ? 1 : 0.5)
    }

    private var track: some View {
        let metrics = SliderMetrics(design), thumb = metrics.thumbSize
        // A slider without its thumb (`sliderThumbVisibility(.hidden)`) fills its whole width, as
        // a media scrubber does (an estimate: no image of one was found).
        let showsThumb = thumbVisibility != .hidden
        let inset = showsThumb ? thumb.width / 2 : 0
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - 2 * inset, 0)
            // The tint runs from the neutral value's place (the track's start without one) to the value's.
            let from = neutralFraction == 0 ? 0 : inset + travel * neutralFraction, to = inset + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemFill)).frame(height: metrics.trackHeight)
                Capsule().fill((tint ?? .accentColor).tintAdjusted)
                    .frame(width: abs(to - from), height: metrics.trackHeight)
                    .offset(x: min(from, to))
                if design == .liquidGlass, !tickFractions.isEmpty {
                    ticks(metrics, at: tickFractions.map { inset + travel * $0 }, centreY: proxy.size.height / 2 + metrics.tickDrop)
                }
                if showsThumb {
                    thumbShape
                        .frame(width: thumb.width, height: thumb.height)
                        .shadow(color: Color.black.opacity(metrics.shadowOpacity), radius: metrics.shadowRadius, x: 0, y: metrics.shadowY)
                        .offset(x: travel * fraction)
                }
            }
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            // Editing begins once, when the finger lands, and ends when it lifts (UISlider's
            // touch down and touch up: `onEditingChanged`'s two calls in SwiftUI).
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    guard isEnabled, travel > 0 else { return }
                    if !isEditing { isEditing = true; onEditingChanged(true) }
                    setFraction(min(max((drag.location.x - inset) / travel, 0), 1))
                }
                .onEnded { _ in
                    guard isEditing else { return }
                    isEditing = false
                    onEditingChanged(false)
                })
        }
        // The reader gets the control's height whatever it is offered: a list row offers none,
        // and a reader offered no height is as tall as nothing, its track below its centre.
        .frame(height: metrics.height)
        .frame(minWidth: showsThumb ? thumb.width : 0)
    }

    /// The tick marks, one path of dots under the track at the thumb centre's place for each value.
    private func ticks(_ metrics: SliderMetrics, at xs: [CGFloat], centreY: CGFloat) -> some View {
        Path { path in
            let radius = metrics.tickDiameter / 2
            for x in xs { path.addEllipse(in: CGRect(x: x - radius, y: centreY - radius, width: 2 * radius, height: 2 * radius)) }
        }
        .fill(Color(.systemGray3))
    }

    /// iOS 18's round white thumb, iOS 26's white capsule.
    @ViewBuilder private var thumbShape: some View {
        if design == .compatibility { Circle().fill(Color.white) } else { Capsule().fill(Color.white) }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// The label names the slider for accessibility; iOS does not draw it.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// The older order, `onEditingChanged` before the label: disfavoured, so a trailing label
    /// closure takes the form above.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// iOS 13's order, the value labels as values before the label (to be deprecated for the form
    /// above, which a trailing label closure picks).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

/// iOS 26's forms: a neutral value the tinted part of the track starts from, bounds the thumb
/// stays within, a current value label (named for accessibility, not drawn on an iPhone, as the
/// minimum and maximum labels' neighbour) and ticks, given in a `ticks:` block or, with a step, by a
/// function of each step's value (SDK 26.2 interface; docs/reference/ios26-swiftui-api.md). The SDK
/// gives the value labels `{ EmptyView() }` defaults, which infer the type's own parameter (a
/// warning in Swift 6, an error to come): here each form comes twice, with both value labels and,
/// `ValueLabel` being `EmptyView`, without them, which accepts the same calls.
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, neutralValue: neutralValue, enabledBounds: enabledBounds,
                  onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                   enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                   @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                   @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, neutralValue: neutralValue, enabledBounds: enabledBounds,
                  ticks: Array(ticks().body), onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// `tick` is asked once for each value a step reaches, from the lower bound up (at most
    /// 10,000 of them: a step too small to mark stays unmarked rather than hang).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        tick: (V) -> SliderTick<V>? = { _ in nil },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let ticks = Self.steps(across: span, by: Double(step)).compactMap { tick(bounds.lowerBound + V(Double(step) * Double($0))) }
        self.init(value: value, bounds: bounds, step: step, neutralValue: neutralValue, enabledBounds: enabledBounds,
                  ticks: ticks, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  onEditingChanged: onEditingChanged)
    }

    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
                   enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                   @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                   @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
                   onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  ticks: ticks, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
                                        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
                                        tick: (V) -> SliderTick<V>? = { _ in nil },
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  tick: tick, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// The steps from the lower bound that stay within `span` (0, 1, 2…); none when there are too
    /// many to mark (more than a screen has points: 10,000) or no finite count of them.
    static func steps(across span: Double, by step: Double) -> [Int] {
        let count = span / step
        guard count.isFinite, count >= 0, count <= 10_000 else { return [] }
        return Array(0...Int((count + 1e-9).rounded(.down)))
    }
}
