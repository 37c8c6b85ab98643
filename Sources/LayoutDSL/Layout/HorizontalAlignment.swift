public struct HorizontalAlignment: Equatable, Sendable {
    public let key: AlignmentKey
    init(key: AlignmentKey) { self.key = key }
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}
