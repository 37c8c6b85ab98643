import Foundation
@testable import LayoutDSL
import Testing

/// iOS 26's list section index (`sectionIndexLabel(_:)`, `listSectionIndexVisibility(_:)`): the
/// labels of the list's sections, bold 11 pt in the tint, stacked at the list's trailing edge and
/// centred between its bars (docs/reference/list-section-index.md); a tap scrolls to its section.
@MainActor
struct SectionIndexTests {
    static let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }

    /// Apple's documented form: a `ForEach` of sections, each labelled, three 44 pt rows a section.
    struct Letters: View {
        var letters = SectionIndexTests.letters
        var visibility = Visibility.visible
        var body: some View {
            List {
                ForEach(letters, id: \.self) { letter in
                    Section {
                        ForEach(0..<3, id: \.self) { Text("\(letter)\($0)").accessibilityIdentifier("\(letter)\($0)") }
                    } header: {
                        Text("Letter \(letter)")
                    }
                    .sectionIndexLabel(letter)
                }
            }
            .listStyle(.plain)
            .listSectionIndexVisibility(visibility)
        }
    }

    /// Sections written out, ten rows each (the stack estimates unbuilt elements by their mean
    /// extent, exact when they are alike): one without a label, one whose label is nil.
    struct Written: View {
        func rows(_ name: String) -> some View {
            ForEach(0..<10, id: \.self) { Text("\(name)\($0)").accessibilityIdentifier("\(name)\($0)") }
        }
        var body: some View {
            List {
                Section { rows("top") }
                Section { rows("x") }.sectionIndexLabel(nil as String?)
                Group {
                    Section { rows("A") }.sectionIndexLabel("A")
                    Section { rows("B") }.sectionIndexLabel(Text("B"))
                }
                Section { rows("C") }.sectionIndexLabel("C")
            }
            .listStyle(.plain)
        }
    }

    func host(_ view: some View, height: CGFloat, scale: CGFloat = 3, measurer: (any TextMeasuring)? = nil) -> ViewHost {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        if let measurer { environment.textMeasurer = measurer }
        return ViewHost(view, canvasSize: CGSize(width: 390, height: height), environment: environment)
    }

    func indexTexts(_ tree: ResolvedTree, in width: CGFloat) -> [ResolvedNode] {
        tree.allNodes.filter { $0.type == "Text" && $0.frame.minX >= width - 15 && $0.frame.maxX <= width + 0.01 }
    }

    /// Every section's label, in order, in a 15 pt column flush with the trailing edge: 26 entries
    /// of 13.67 pt (a 23 px cap height at 3x plus 6 pt) centred in the 844 pt list.
    @Test func labelsStackAtTheTrailingEdge() throws {
        let tree = try host(Letters(), height: 844).update()
        let texts = indexTexts(tree, in: 390)
        #expect(texts.map(\.text) == Self.letters)
        let pitch = 23.0 / 3 + 6
        let top = (844 - 26 * pitch) / 2
        for (index, text) in texts.enumerated() {
            #expect(abs(text.frame.midY - (top + (Double(index) + 0.5) * pitch)) < 0.01)
            #expect(abs(text.frame.midX - (390 - 7.5)) < 0.01)
        }
    }

    /// Hidden, there is no index; without labels, none either.
    @Test func hiddenOrUnlabelledShowsNone() throws {
        let hidden = try host(Letters(visibility: .hidden), height: 844).update()
        #expect(indexTexts(hidden, in: 390).isEmpty)
        let plain = try host(List { Section("A") { Text("Row") } }, height: 844).update()
        #expect(indexTexts(plain, in: 390).isEmpty)
    }

    /// Rows spanning the list end the column's width further from the edge, separators too; rows
    /// on inset cards do not move (the column fits in their margin).
    @Test func fullWidthRowsLeaveTheColumnClear() throws {
        func end(_ style: some ListStyle, _ visibility: Visibility) throws -> CGFloat {
            let list = List {
                Section { HStack { Spacer(); Color.red.frame(width: 10, height: 10).accessibilityIdentifier("end") } }
                    .sectionIndexLabel("A")
            }
            .listStyle(style)
            .listSectionIndexVisibility(visibility)
            return try #require(host(list, height: 400).update().node(id: "end")).frame.maxX
        }
        #expect(try end(.plain, .visible) == end(.plain, .hidden) - 15)
        #expect(try end(.grouped, .visible) == end(.grouped, .hidden) - 15)
        #expect(try end(.insetGrouped, .visible) == end(.insetGrouped, .hidden))
    }

    /// Records the runs of every text laid out.
    final class Runs: TextMeasuring, @unchecked Sendable {
        final class Shaped: ShapedText {
            var size: CGSize { CGSize(width: 10, height: 20) }
            var firstBaseline: CGFloat { 16 }
            var lastBaseline: CGFloat { 16 }
            var lineCount: Int { 1 }
        }
        var runs: [StyledText.Run] = []
        func layout(_ text: StyledText, width: CGFloat?, height: CGFloat?, options: TextLayoutOptions) -> ShapedText {
            runs += text.runs
            return Shaped()
        }
    }

    /// Bold 11 pt in the tint (the accent colour unless `tint(_:)` sets one).
    @Test func labelsAreBoldElevenPointInTheTint() throws {
        let runs = Runs()
        _ = try host(Letters(letters: ["Q"]).tint(.orange), height: 400, measurer: runs).update()
        let label = try #require(runs.runs.first { $0.string == "Q" })
        #expect(label.font == .system(size: 11, weight: .bold))
        #expect(label.color == Color.orange.resolve(in: EnvironmentValues()))
    }

    /// A tap on a letter of a lazily built list scrolls its section to the top, though the
    /// section was never built.
    @Test func tapScrollsAForEachSectionToTheTop() throws {
        let host = host(Letters(), height: 844)
        let tree = try host.update()
        #expect(tree.node(id: "M0") == nil)
        let m = try #require(indexTexts(tree, in: 390).first { $0.text == "M" })
        let scrolled = try host.tap(at: CGPoint(x: m.frame.midX, y: m.frame.midY))
        let row = try #require(scrolled.node(id: "M0"))
        // The pinned header (28 pt in a plain list) sits at the top over the section's start.
        #expect(row.frame.minY > 0 && row.frame.minY < 60)
    }

    /// Written sections are found by their place among the labelled views: "B" scrolls to the
    /// fourth section though a nil label and an unlabelled section come before it.
    @Test func tapScrollsAWrittenSection() throws {
        let host = host(Written(), height: 600)
        let tree = try host.update()
        #expect(indexTexts(tree, in: 390).map(\.text) == ["A", "B", "C"])
        let b = try #require(indexTexts(tree, in: 390).first { $0.text == "B" })
        let scrolled = try host.tap(at: CGPoint(x: b.frame.midX, y: b.frame.midY))
        // B's first row where the list's first row was before: at the top.
        let first = try #require(tree.node(id: "top0")).frame.minY
        #expect(abs(try #require(scrolled.node(id: "B0")).frame.minY - first) < 0.01)
    }

    /// An unbounded, NaN or negative height neither traps nor loses the labels it can show.
    @Test func unboundedHeightsShowEveryEntry() {
        #expect(SectionIndexMetrics.shown(26, fitting: .infinity, pitch: 14).count == 26)
        #expect(SectionIndexMetrics.shown(26, fitting: .nan, pitch: 14).count == 26)
        #expect(SectionIndexMetrics.shown(26, fitting: -100, pitch: 14).isEmpty)
        #expect(SectionIndexMetrics.shown(26, fitting: 20, pitch: 14) == [.init(entry: 0, isBullet: false)])
    }

    /// Too many entries for the height: an odd number of places, labels and bullets in turn, the
    /// first and last entries kept, the labels spread evenly (UIKit's "•" entries).
    @Test func overflowAlternatesLabelsAndBullets() throws {
        let tree = try host(Letters(), height: 200, scale: 2).update()
        // 200 / 14 holds 14 places: 13 used, 7 labels of the 26 letters.
        #expect(indexTexts(tree, in: 390).map(\.text)
                == ["A", "•", "E", "•", "I", "•", "N", "•", "R", "•", "V", "•", "Z"])
    }
}
