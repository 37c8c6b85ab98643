/// How a container combines its children's explicit values for a guide into its own (R19):
/// custom guides average; the built-in edge and center guides are "frame alignments" that never
/// leave the container; text baselines take the first (topmost) or last (bottommost) one.
enum AlignmentCombination {
    case average, none, minimum, maximum
}

/// The identity of a guide together with what the engine needs of it. Plain data (a metatype
/// and two small enums): alignments are copied into every frame and stack, so nothing here
/// is reference counted.
struct AlignmentKey: Hashable {
    let type: AlignmentID.Type
    let axis: Axis
    let combination: AlignmentCombination

    init(_ type: AlignmentID.Type, axis: Axis) {
        self.type = type
        self.axis = axis
        combination = (type as? BuiltInAlignmentID.Type)?.combination ?? .average
    }

    var id: ObjectIdentifier { ObjectIdentifier(type) }
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }

    static func == (l: AlignmentKey, r: AlignmentKey) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }

    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combination {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }
}
