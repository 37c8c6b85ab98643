/// Identifies an alignment guide; its `defaultValue` is used when a view sets no explicit value.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

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

protocol BuiltInAlignmentID: AlignmentID {
    static var combination: AlignmentCombination { get }
}
extension BuiltInAlignmentID {
    static var combination: AlignmentCombination { .none }
}

enum LeadingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Views without text put their first baseline at their bottom edge, as SwiftUI does.
enum FirstBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combination: AlignmentCombination { .minimum }
}
enum LastBaselineID: BuiltInAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static var combination: AlignmentCombination { .maximum }
}
enum ListRowSeparatorLeadingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum ListRowSeparatorTrailingID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
