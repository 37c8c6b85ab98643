enum GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
enum GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
enum GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
enum GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// The number of columns the cell spans (at least one).
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(count, 1)) }
    /// The horizontal alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
    /// Where the cell sits in its area, overriding the row's and column's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: anchor) }
    /// Axes along which the cell does not size its column or row: it takes what the others decide.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }
}

extension LayoutNode {
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value { layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
}
