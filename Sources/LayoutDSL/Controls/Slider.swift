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

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?)
    where V.Stride: BinaryFloatingPoint {
        let low = Double(bounds.lowerBound), span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let valid = span.isFinite && span > 0 && low.isFinite
        let current = Double(value.wrappedValue)
        fraction = valid && current.isFinite ? min(max((current - low) / span, 0), 1) : 0
        setFraction = { fraction in
            guard valid else { value.wrappedValue = bounds.lowerBound; return }
            var new = low + fraction * span
            if let step, Double(step) > 0 { new = low + ((new - low) / Double(step)).rounded() * Double(step) }
            value.wrappedValue = V(min(max(new, low), low + span))
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
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - thumb.width, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemFill)).frame(height: metrics.trackHeight)
                Capsule().fill((tint ?? .accentColor).tintAdjusted)
                    .frame(width: thumb.width / 2 + travel * fraction, height: metrics.trackHeight)
                thumbShape
                    .frame(width: thumb.width, height: thumb.height)
                    .shadow(color: Color.black.opacity(metrics.shadowOpacity), radius: metrics.shadowRadius, x: 0, y: metrics.shadowY)
                    .offset(x: travel * fraction)
            }
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            // Editing begins once, when the finger lands, and ends when it lifts (UISlider's
            // touch down and touch up: `onEditingChanged`'s two calls in SwiftUI).
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    guard isEnabled, travel > 0 else { return }
                    if !isEditing { isEditing = true; onEditingChanged(true) }
                    setFraction(min(max((drag.location.x - thumb.width / 2) / travel, 0), 1))
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
        .frame(minWidth: thumb.width)
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
