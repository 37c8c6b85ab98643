import Synchronization

/// How a container combines its children's explicit values for a guide into its own (R19):
/// custom guides average; the built-in edge and center guides are "frame alignments" that never
/// leave the container; text baselines take the first (topmost) or last (bottommost) one.
enum AlignmentCombination {
    case average, none, minimum, maximum
}

/// The identity of a guide together with what the engine needs of it, in one word: a
/// reference, not counted, to its description, made once per guide type and axis and kept for
/// the life of the process. Alignments are copied into every frame and stack, and the metatype
/// and two enums inline took 18 bytes padded to 24, two of them in every frame's behaviour (a
/// benchmark row's three frames, 96 bytes of its nodes; Benchmarks.md, the ninth to fourteenth passes: memory per view).
/// Public as SwiftUI's `AlignmentKey` (`HorizontalAlignment.key`), ordered as guides were first
/// made in the process, as Apple's keys are indices into its table of guides.
public struct AlignmentKey: Hashable, Comparable, Sendable {
    private unowned(unsafe) let description: Description

    init(_ type: AlignmentID.Type, axis: Axis) { description = Description.interned(type, axis: axis) }

    var type: AlignmentID.Type { description.type }
    var axis: Axis { description.axis }
    var combination: AlignmentCombination { description.combination }

    var id: ObjectIdentifier { ObjectIdentifier(type) }
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }

    public static func == (l: AlignmentKey, r: AlignmentKey) -> Bool { l.description === r.description || l.id == r.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
    public static func < (l: AlignmentKey, r: AlignmentKey) -> Bool { l.description.index < r.description.index }

    private final class Description: Sendable {
        /// A metatype: no state of its own to race on (the protocol does not refine
        /// `SendableMetatype`, as Apple's `AlignmentID` does not).
        nonisolated(unsafe) let type: AlignmentID.Type
        let axis: Axis
        let combination: AlignmentCombination
        /// How many guides were made before this one.
        let index: Int

        private init(_ type: AlignmentID.Type, axis: Axis, index: Int) {
            self.type = type
            self.axis = axis
            self.index = index
            combination = (type as? BuiltInAlignmentID.Type)?.combination ?? .average
        }

        private struct Key: Hashable { let type: ObjectIdentifier, axis: Axis }
        /// Every description made, never removed: what keeps the keys' uncounted references valid.
        private static let table = Mutex<[Key: Description]>([:])

        static func interned(_ type: AlignmentID.Type, axis: Axis) -> Description {
            table.withLock { table in
                let key = Key(type: ObjectIdentifier(type), axis: axis)
                if let known = table[key] { return known }
                let made = Description(type, axis: axis, index: table.count)
                table[key] = made
                return made
            }
        }
    }

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
