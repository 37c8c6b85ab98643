import Foundation

/// The columns a person has shown, hidden and reordered (SwiftUI's `TableColumnCustomization`,
/// iOS 17), kept by the app (often in `@SceneStorage`) and bound to a table with
/// `columnCustomization:`. A column takes part when it has a `customizationID`; its visibility
/// here overrides its `defaultVisibility`. It encodes as the visibilities by id and the order.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    private var visibilities: [String: Visibility] = [:]
    /// The ids in the order a person dragged them to; empty for the declared order.
    private var order: [String] = []

    public init() {}

    /// A column's visibility by its `customizationID`: `.automatic` until someone chose.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Back to the columns' declared order.
    public mutating func resetOrder() { order = [] }

    private enum CodingKeys: String, CodingKey { case visibility, order }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
        visibilities = names.compactMapValues { name in Visibility.allCases.first { "\($0)" == name } }
        order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { "\($0)" }, forKey: .visibility)
        try container.encode(order, forKey: .order)
    }

    /// Whether a column shows: a person's choice for its id, else its default (`.automatic`
    /// shows, as iOS shows columns unless told otherwise).
    func shows(_ column: _TableColumnModel<RowValue>) -> Bool {
        let chosen = column.customizationID.map { self[visibility: $0] } ?? .automatic
        return (chosen == .automatic ? column.defaultVisibility : chosen) != .hidden
    }
}

/// What a person may change of a column (SwiftUI's `TableColumnCustomizationBehavior`): its
/// place, its width, whether it shows.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init() { rawValue = 0 }

    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1)
    public static let resize = TableColumnCustomizationBehavior(rawValue: 2)
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
}

/// A column content whose columns are changed by a modifier (`customizationID`,
/// `defaultVisibility`, `alignment`, `disabledCustomizationBehavior`).
public struct _ModifiedTableColumnContent<Base: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Base.TableRowValue
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    let base: Base
    let change: (inout _TableColumnModel<Base.TableRowValue>) -> Void
    public var _columns: [_TableColumnModel<Base.TableRowValue>] {
        base._columns.map { var column = $0; change(&column); return column }
    }
}

extension TableColumnContent {
    /// The id that ties the column to a `TableColumnCustomization`.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self) { $0.customizationID = id }
    }

    /// Whether the column shows until a person chooses (`.hidden` columns start hidden).
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self) { $0.defaultVisibility = visibility }
    }

    /// The cells' and header's horizontal alignment (iOS 17).
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self) { $0.alignment = alignment }
    }

    /// What a person may not change of the column. It governs dragging, resizing and the
    /// columns menu, none of which a render performs, so the columns are unchanged.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _ModifiedTableColumnContent(base: self) { _ in }
    }
}
