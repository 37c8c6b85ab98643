import LayoutDSL
import Render
import Testing

/// `navigationSubtitle(_:)` in the Liquid Glass design, as measured on iOS 26 screenshots
/// (docs/reference/ios26-navigation-bar.md, "The subtitle"): under a large title the title's
/// baseline drops 2.9 pt, the subtitle's lies 16.25 pt below it on the same margin, 11 pt in the
/// secondary label colour, and the content starts 19.15 pt lower; under an inline title both are
/// centred, their baselines 23.4 and 39 pt into the bar's row (an estimate); beside a large title
/// in the row (`.inlineLarge`) the title is 22 pt on the margin, at the same baselines, as measured.
/// Without a subtitle that title's baseline is 34 pt into the row ("The large title in the row").
/// Baselines are read from the ink at 3x: the lowest row of flat-bottomed capitals, the pixel row
/// the baseline falls in.
struct NavigationSubtitlePixelTests {
    static let top = Device.iPhone16.safeAreaInsets.top

    func render(_ mode: ToolbarTitleDisplayMode, subtitle: String?) throws -> (ResolvedTree, Canvas) {
        let view = NavigationStack {
            ScrollView { Color.red.frame(height: 300) }
                .navigationTitle("LIFT")
                .toolbarTitleDisplayMode(mode)
                .modifier(OptionalSubtitle(subtitle: subtitle))
        }
        .environment(\.systemDesign, .liquidGlass)
        let (host, environment) = deviceHost(view, scale: 3, colorScheme: .light)
        let tree = try host.update()
        return (tree, Renderer(scale: 3, background: Color.white.resolve(in: environment)).render(tree))
    }

    struct OptionalSubtitle: ViewModifier {
        let subtitle: String?
        func body(content: Content) -> some View {
            if let subtitle { content.navigationSubtitle(subtitle) } else { content }
        }
    }

    /// The lowest pixel row inside `frame` with grey ink darker than 200 (the red content below is not ink).
    func inkRow(_ canvas: Canvas, in frame: CGRect) -> Int? {
        let columns = Int(frame.minX * 3)..<Int(frame.maxX * 3)
        return (Int(frame.minY * 3)..<Int(frame.maxY * 3)).last { y in columns.contains { x in canvas[x, y].r < 200 && canvas[x, y].g < 200 } }
    }

    /// The last pixel row of flat-bottomed ink on a baseline at `y` points, the baseline snapped to
    /// the nearest pixel boundary as text is placed.
    static func row(of y: CGFloat) -> Int { Int((y * 3).rounded()) - 1 }

    @Test func aLargeTitlesSubtitleSitsUnderItOnItsMargin() throws {
        let (plain, plainCanvas) = try render(.large, subtitle: nil)
        let (tree, canvas) = try render(.large, subtitle: "FILM LIT")
        let row = Self.top + 44
        let title = try #require(tree.allNodes.last { $0.text == "LIFT" }).frame
        let subtitle = try #require(tree.allNodes.last { $0.text == "FILM LIT" }).frame
        let plainTitle = try #require(plain.allNodes.last { $0.text == "LIFT" }).frame
        // Baselines from the ink: 46.33 without a subtitle, 49.23 with, the subtitle's 65.48.
        #expect(inkRow(plainCanvas, in: plainTitle) == Self.row(of: row + 46.33))
        #expect(inkRow(canvas, in: title) == Self.row(of: row + 49.23))
        #expect(inkRow(canvas, in: subtitle) == Self.row(of: row + 65.48))
        // On the title's 16 pt margin, 11 pt text: its line about 13 pt tall.
        #expect(subtitle.minX == 16 && title.minX == 16 && subtitle.height > 12 && subtitle.height < 15, "\(subtitle)")
        // The secondary label colour over white: (60, 60, 67) at 60 %, (138, 138, 142) where the ink is full.
        var darkest = Pixel(r: 255, g: 255, b: 255, a: 255)
        for y in Int(subtitle.minY * 3)..<Int(subtitle.maxY * 3) {
            for x in Int(subtitle.minX * 3)..<Int(subtitle.maxX * 3) where canvas[x, y].r < 200 && canvas[x, y].g < darkest.g {
                darkest = canvas[x, y]
            }
        }
        #expect([darkest.r, darkest.g, darkest.b] == [138, 138, 142], "\(darkest)")
        // The content starts lower by both: 48 pt below the row without one, 67.15 with.
        let red = try #require(tree.allNodes.last { $0.type == "Color" && $0.frame.height == 300 }).frame
        let plainRed = try #require(plain.allNodes.last { $0.type == "Color" && $0.frame.height == 300 }).frame
        #expect(abs(plainRed.minY - (row + 48)) < 0.001 && abs(red.minY - (row + 67.15)) < 0.001, "\(plainRed.minY) \(red.minY)")
    }

    @Test func anInlineTitlesSubtitleIsCentredUnderIt() throws {
        let (tree, canvas) = try render(.inline, subtitle: "FILM LIT")
        let title = try #require(tree.allNodes.last { $0.text == "LIFT" }).frame
        let subtitle = try #require(tree.allNodes.last { $0.text == "FILM LIT" }).frame
        #expect(abs(title.midX - Device.iPhone16.size.width / 2) < 0.5 && abs(subtitle.midX - Device.iPhone16.size.width / 2) < 0.5)
        #expect(inkRow(canvas, in: title) == Self.row(of: Self.top + 23.4))
        #expect(inkRow(canvas, in: subtitle) == Self.row(of: Self.top + 39))
    }

    @Test func aLargeTitleInTheRowSitsOnItsMeasuredBaselines() throws {
        let (plain, plainCanvas) = try render(.inlineLarge, subtitle: nil)
        let plainTitle = try #require(plain.allNodes.last { $0.text == "LIFT" }).frame
        #expect(plainTitle.minX == 16 && inkRow(plainCanvas, in: plainTitle) == Self.row(of: Self.top + 34))
        let (tree, canvas) = try render(.inlineLarge, subtitle: "FILM LIT")
        let title = try #require(tree.allNodes.last { $0.text == "LIFT" }).frame
        let subtitle = try #require(tree.allNodes.last { $0.text == "FILM LIT" }).frame
        // 22 pt (a 26.3 pt line) and 11 pt, both on the margin.
        #expect(title.minX == 16 && subtitle.minX == 16 && title.height > 26 && title.height < 27, "\(title) \(subtitle)")
        #expect(inkRow(canvas, in: title) == Self.row(of: Self.top + 23.4))
        #expect(inkRow(canvas, in: subtitle) == Self.row(of: Self.top + 39))
    }

    /// The compatibility design's bar has no subtitle line: nothing drawn, the content where it was.
    @Test func theCompatibilityDesignDrawsNoSubtitle() throws {
        let view = NavigationStack {
            Color.red.navigationTitle("LIFT").navigationSubtitle("FILM LIT")
        }
        .environment(\.systemDesign, .compatibility)
        let host = ViewHost(view, canvasSize: CGSize(width: 390, height: 844))
        let tree = try host.update()
        #expect(tree.allNodes.contains { $0.text == "LIFT" } && !tree.allNodes.contains { $0.text == "FILM LIT" })
    }
}
