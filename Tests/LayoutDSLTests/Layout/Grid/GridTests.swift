import LayoutDSL
import Testing

/// `LazyVGrid`/`LazyHGrid` columns (objc.io's grid algorithm) and `Grid` cells.
struct GridTests {
    func cells(_ columns: [GridItem], width: CGFloat = 390, count: Int = 6) throws -> [CGRect] {
        let tree = try resolve(ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(0..<count, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("cell\($0)") }
            }
        }, width, 800)
        return (0..<count).map { frame(tree, "cell\($0)") }
    }

    /// Fixed columns are exactly their size; the grid is centred in the scroll view's width.
    @Test func fixedColumns() throws {
        let frames = try cells([GridItem(.fixed(100)), GridItem(.fixed(50), spacing: 20), GridItem(.fixed(70))])
        // 100 + 8 + 50 + 20 + 70 = 248, in a 390-point-wide grid (the grid takes the proposal).
        #expect(frames[0].size == CGSize(width: 100, height: 50) && frames[1].minX - frames[0].maxX == 8)
        #expect(frames[2].minX - frames[1].maxX == 20 && frames[2].width == 70)
        #expect(frames[3].minY == 58)
    }

    /// Flexible columns share the remaining width, clamped: 390 − 8 = 382, 191 each; a
    /// maximum of 100 leaves the second 282.
    @Test func flexibleColumns() throws {
        #expect(try cells([GridItem(), GridItem()]).prefix(2) == [rect(0, 0, 191, 50), rect(199, 0, 191, 50)])
        let clamped = try cells([GridItem(.flexible(maximum: 100)), GridItem()])
        #expect(clamped[0].width == 100 && clamped[1].width == 282)
    }

    /// objc.io's quiz #1: a 70-point fixed column and an adaptive one of minimum 40 in 200
    /// points: 122 left, two 57-point sub-columns.
    @Test func adaptiveColumns() throws {
        let frames = try cells([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], width: 200)
        #expect(frames[0].width == 70 && frames[1].width == 57 && frames[2].width == 57)
        #expect(frames[1].minX == 78 && frames[2].minX == 143)
        #expect(frames[3].minY == 58)
        // The photo grid: minimum 100 in 390 points fits three 124.67-point columns.
        let photos = try cells([GridItem(.adaptive(minimum: 100))])
        #expect(abs(photos[0].width - (390 - 16) / 3) < 1e-9 && photos[3].minY == 58)
        // A maximum caps the sub-columns: three of at most 110.
        #expect(try cells([GridItem(.adaptive(minimum: 100, maximum: 110))])[0].width == 110)
    }

    /// A lazy grid of a million cells builds only the rows in view.
    @Test func millionCellsStayLazy() throws {
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(0..<1_000_000, id: \.self) { Color.red.frame(height: 100).accessibilityIdentifier("cell\($0)") }
            }
        }, canvasSize: CGSize(width: 390, height: 800))
        host.setScrollOffset(CGPoint(x: 0, y: 108 * 100_000))
        let tree = try host.update()
        #expect(tree.node(id: "cell300000")?.frame.minY == 0)
        #expect(host.lazyElementsBuilt < 80)
    }

    /// A horizontal grid: rows across, cells flowing sideways.
    @Test func lazyHGridRows() throws {
        let tree = try resolve(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
                ForEach(0..<4, id: \.self) { Color.red.frame(width: 30).accessibilityIdentifier("cell\($0)") }
            }
        }, 390, 88)
        #expect(frame(tree, "cell0") == rect(0, 0, 30, 40))
        #expect(frame(tree, "cell1") == rect(0, 48, 30, 40))
        #expect(frame(tree, "cell2") == rect(40, 0, 30, 40))
    }

    /// Grid: columns as wide as their widest cell, rows as tall as their tallest, 8-point
    /// spacing; cells centred by default; a view outside a row spans every column.
    @Test func gridSizesColumnsAndRows() throws {
        let tree = try resolve(Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
                Color.red.frame(width: 10, height: 30).accessibilityIdentifier("b")
            }
            GridRow {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c")
                Color.red.frame(width: 60, height: 10).accessibilityIdentifier("d")
            }
            Color.blue.frame(width: 50, height: 5).accessibilityIdentifier("e")
        }.accessibilityIdentifier("grid"), 400, 400)
        // Columns 40 and 60, rows 30, 10 and 5: the grid is 108 × 61, centred in 400 × 400.
        let grid = frame(tree, "grid")
        #expect(grid.size == CGSize(width: 108, height: 61))
        func local(_ id: String) -> CGRect { frame(tree, id).offsetBy(dx: -grid.minX, dy: -grid.minY) }
        #expect(local("a") == rect(0, 5, 40, 20))
        #expect(local("b") == rect(48 + 25, 0, 10, 30))
        #expect(local("c") == rect(10, 38, 20, 10))
        #expect(local("e") == rect(29, 56, 50, 5))
    }

    /// Cell modifiers: a spanning cell covers its columns and the spacing between them; a
    /// column alignment moves every cell of the column; an anchor places one cell; an unsized
    /// cell takes the size the others decide.
    @Test func gridCellModifiers() throws {
        let tree = try resolve(Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 20)
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("b")
            }
            GridRow {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("c").gridColumnAlignment(.trailing)
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("d").gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.blue.accessibilityIdentifier("span").gridCellColumns(2).gridCellUnsizedAxes([.horizontal, .vertical])
            }
        }.fixedSize().accessibilityIdentifier("grid"), 400, 400)
        let grid = frame(tree, "grid")
        func local(_ id: String) -> CGRect { frame(tree, id).offsetBy(dx: -grid.minX, dy: -grid.minY) }
        #expect(grid.size == CGSize(width: 110, height: 40))
        #expect(local("c") == rect(20, 20, 20, 20))
        #expect(local("d") == rect(90, 20, 20, 20))
        #expect(local("span") == rect(0, 40, 110, 0))
    }

    /// Sections in a lazy grid: header, then the section's cells in the grid's lines, the
    /// grid's spacing between; a pinned header stays at the top while its section is in view.
    @Test func sectionsInALazyGrid() throws {
        struct Sections: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10, pinnedViews: .sectionHeaders) {
                        ForEach(0..<3, id: \.self) { section in
                            Section {
                                ForEach(0..<4, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("cell\(section).\($0)") }
                            } header: {
                                Color.blue.frame(height: 30).accessibilityIdentifier("header\(section)")
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Sections(), canvasSize: CGSize(width: 390, height: 300))
        let top = try host.update()
        // Each section: a 30-point header, 10, two 50-point lines 10 apart: 150 points.
        #expect(frame(top, "header0") == rect(0, 0, 390, 30))
        #expect(frame(top, "cell0.0") == rect(0, 40, 191, 50))
        #expect(frame(top, "cell0.1") == rect(199, 40, 191, 50))
        #expect(frame(top, "cell0.2").minY == 100)
        #expect(frame(top, "header1").minY == 160)
        host.setScrollOffset(CGPoint(x: 0, y: 100))
        let scrolled = try host.update()
        #expect(frame(scrolled, "header0").minY == 0)
        #expect(frame(scrolled, "cell0.2").minY == 0)
    }

    /// A row's alignment overrides the grid's for its cells.
    @Test func rowAlignment() throws {
        let tree = try resolve(Grid {
            GridRow(alignment: .top) {
                Color.red.frame(width: 10, height: 40)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
            }
            GridRow {
                Color.red.frame(width: 10, height: 40)
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("centre")
            }
        }.accessibilityIdentifier("grid"), 400, 400)
        let grid = frame(tree, "grid")
        #expect(abs(frame(tree, "top").minY - grid.minY) < 1e-9)
        #expect(abs(frame(tree, "centre").minY - grid.minY - (40 + 8 + 15)) < 1e-9)
    }
}
