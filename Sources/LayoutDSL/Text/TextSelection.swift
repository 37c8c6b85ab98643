/// Where the insertion point or the selected ranges of a text field or editor are (Apple's
/// documentation of `TextSelection`, iOS 18): one range (empty for an insertion point) or
/// several, with the affinity of an insertion point at a line break.
public struct TextSelection: Equatable, Hashable {
    public enum Indices: Equatable, Hashable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    public private(set) var affinity: TextSelectionAffinity = .automatic

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Whether the selection is an insertion point: one empty range.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { return range.isEmpty }
        return false
    }
}

/// Which side of a line break an insertion point at it belongs to (Apple's documentation of
/// `TextSelectionAffinity`).
public enum TextSelectionAffinity: Equatable, Hashable {
    case automatic, upstream, downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue = TextSelectionAffinity.automatic }

extension EnvironmentValues {
    /// The affinity text inputs give their insertion points, as `textSelectionAffinity(_:)` set it.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] } set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

nonisolated extension View {
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { environment(\.textSelectionAffinity, affinity) }
}
