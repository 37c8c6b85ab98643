import LayoutDSL
import Testing

/// `GridLayout`, the `Layout` form of `Grid` (iOS 16): through `AnyLayout` it places the same
/// cells as `Grid` does, `GridRow`s and spanning rows included.
struct GridLayoutTests {
    @ViewBuilder static func cells() -> some View {
        GridRow {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
            Color.red.frame(width: 80, height: 30).accessibilityIdentifier("b")
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c").gridColumnAlignment(.trailing)
        }
        Color.blue.frame(height: 4).accessibilityIdentifier("rule")
        GridRow(alignment: .top) {
            Text("Wide cell").accessibilityIdentifier("d").gridCellColumns(2)
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("e")
        }
    }

    static let ids = ["a", "b", "c", "rule", "d", "e"]

    func frames(_ view: some View) throws -> [CGRect] {
        let tree = try resolve(view, 390, 400)
        return Self.ids.map { frame(tree, $0) }
    }

    @Test func laysOutAsGrid() throws {
        let grid = try frames(Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) { Self.cells() })
        let layout = try frames(AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3)) { Self.cells() })
        let direct = try frames(GridLayout(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 3) { Self.cells() })
        #expect(grid == layout && grid == direct)
        // Three columns: 40, 80, 30 wide (the widest of each), 6 apart; the rule spans all three.
        #expect(grid[0].minX == grid[3].minX && grid[1].minX == grid[0].minX + 40 + 6)
        #expect(grid[3].width == 40 + 80 + 30 + 12 && grid[3].minY - grid[1].minY == 30 + 3)
        // The trailing column puts its 10-point cell at the column's trailing edge.
        #expect(grid[2].maxX == grid[3].maxX)
        let defaults = try frames(Grid { Self.cells() })
        #expect(defaults == (try frames(AnyLayout(GridLayout()) { Self.cells() })))
    }

    /// A layout chosen at run time keeps its subviews: switching from a `VStackLayout` to a
    /// `GridLayout` lays the same views out in rows of cells.
    @Test func switchesWithOtherLayouts() throws {
        func layout(_ grid: Bool) -> AnyLayout { grid ? AnyLayout(GridLayout(horizontalSpacing: 0)) : AnyLayout(VStackLayout(spacing: 0)) }
        let stack = layout(false), grid = layout(true)
        let stacked = try frames(stack { Self.cells() })
        let gridded = try frames(grid { Self.cells() })
        #expect(stacked[1].minY > stacked[0].minY && gridded[1].minY == gridded[0].minY - 5)
    }

    @Test func properties() {
        var layout = GridLayout()
        #expect(layout.alignment == .center && layout.horizontalSpacing == nil && layout.verticalSpacing == nil)
        layout.horizontalSpacing = 4
        #expect(layout.horizontalSpacing == 4)
        #expect(GridLayout.layoutProperties.stackOrientation == .vertical)
    }
}
