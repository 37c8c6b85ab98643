import LayoutDSL

/// The label of an axis value (Apple's documentation of `AxisValueLabel`): the value formatted
/// as iOS formats it, with a format style, a string, or a view. Centring, anchor, spacings and
/// collision resolution are honoured; `orientation` (labels turned upright), `multiLabelAlignment`
/// and `offsetsMarks` are accepted and not applied: labels are drawn horizontal.
public struct AxisValueLabel<Content: View>: AxisMark, ResolvableAxisMark {
    let elements: [AxisElement]

    init(_ content: AxisLabelSpecification.Content, centered: Bool?, anchor: UnitPoint?,
         horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, collisionResolution: AxisValueLabelCollisionResolution = .automatic) {
        var label = AxisLabelSpecification(content: content, centered: centered, anchor: anchor,
                                           horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        label.resolvesCollisions = collisionResolution.resolves
        elements = [AxisElement(kind: .label(label))]
    }

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(.view(AnyView(content())), centered: centered, anchor: anchor,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, collisionResolution: collisionResolution)
    }
}

extension AxisValueLabel where Content == Text {
    /// The value, formatted as iOS does when no format is given.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(.value(format: nil), centered: centered, anchor: anchor,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, collisionResolution: collisionResolution)
    }

    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(.value(format: { value in plottable(Format.FormatInput.self, from: value).map(format.format) }), centered: centered,
                  anchor: anchor, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                  collisionResolution: collisionResolution)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        self.init(.text(Text(title)), centered: centered, anchor: anchor,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, collisionResolution: collisionResolution)
    }

    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(.text(Text(titleKey)), centered: centered, anchor: anchor,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, collisionResolution: collisionResolution)
    }

    public init(_ label: Text, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(.text(label), centered: centered, anchor: anchor,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, collisionResolution: collisionResolution)
    }
}
