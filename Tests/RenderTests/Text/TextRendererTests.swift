import Foundation
import LayoutDSL
import Render
import Testing

/// `TextRenderer`s draw text views from the lines, runs and glyphs the text engine laid out
/// (`Text.Layout`), through a `GraphicsContext`. A 44 pt system-font line is 52.5 pt tall with
/// its baseline at its ascent, 44 × 1950/2048 = 41.894 pt (TextDecorationTests).
struct TextRendererTests {
    /// Draws every line where it stands: the text as the engine draws it.
    struct Plain: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { ctx.draw(line) }
        }
    }

    /// Draws each glyph on its own (the runs' elements).
    struct GlyphByGlyph: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { for run in line { for glyph in run { ctx.draw(glyph) } } }
        }
    }

    /// Moves every line down.
    struct Lowered: TextRenderer {
        var by: CGFloat
        var options: Text.Layout.DrawingOptions = .init()
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for var line in layout {
                line.origin.y += by
                ctx.draw(line, options: options)
            }
        }
    }

    /// Hands the layout it was given to the test.
    final class Seen: @unchecked Sendable { var layouts: [Text.Layout] = []; var progress: [Double] = [] }
    struct Recording: TextRenderer {
        let seen: Seen
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { seen.layouts.append(layout) }
    }

    struct Highlight: TextAttribute {}

    /// WWDC24's highlight: a yellow box behind the runs marked with `Highlight`, the glyphs over it.
    struct Highlighter: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    if run[Highlight.self] != nil {
                        ctx.fill(Path(run.typographicBounds.rect), with: .color(Color(red: 1, green: 1, blue: 0)))
                    }
                    ctx.draw(run)
                }
            }
        }
    }

    private func text(_ renderer: some TextRenderer, _ content: Text = Text("Hamburg")) -> some View {
        content.font(.system(size: 44)).foregroundColor(.black).textRenderer(renderer)
            .frame(width: 300, height: 120, alignment: .topLeading)
    }

    private func plainText(_ content: Text = Text("Hamburg")) -> some View {
        content.font(.system(size: 44)).foregroundColor(.black).frame(width: 300, height: 120, alignment: .topLeading)
    }

    @Test func drawingEveryLineDrawsTheText() throws {
        let plain = try render(plainText(), width: 300, height: 120, scale: 2)
        #expect(plain.coveredArea > 1000)
        #expect(try render(text(Plain()), width: 300, height: 120, scale: 2).pixels == plain.pixels)
        #expect(try render(text(GlyphByGlyph()), width: 300, height: 120, scale: 2).pixels == plain.pixels)
    }

    @Test func aRendererThatDrawsNothingHidesTheText() throws {
        let seen = Seen()
        let canvas = try render(text(Recording(seen: seen)), width: 300, height: 120)
        #expect(canvas.coveredArea == 0)
        #expect(seen.layouts.last?.count == 1)
    }

    /// The layout is the engine's: "Hamburg" is one line of one run of 7 glyphs, from x = 0 on
    /// the 41.894 pt baseline, as wide as the text view; its slices tile the run.
    @Test func layoutHoldsTheEnginesLines() throws {
        let seen = Seen()
        let tree = try layout(Text("Hamburg").font(.system(size: 44)).textRenderer(Recording(seen: seen)).accessibilityIdentifier("t"))
        let laid = try #require(seen.layouts.last)
        #expect(laid.count == 1 && !laid.isTruncated)
        let line = laid[0]
        #expect(abs(line.origin.y - 44 * 1950 / 2048) < 0.001 && line.origin.x == 0)
        #expect(abs(line.typographicBounds.width - frame(tree, "t").width) < 1)
        #expect(line.count == 1)
        let run = line[0]
        #expect(run.count == 7 && run.layoutDirection == .leftToRight)
        #expect(run.characterIndices.count == 7 && run.characterIndices == run.characterIndices.sorted())
        let widths = run.map(\.typographicBounds.width)
        #expect(abs(widths.reduce(0, +) - run.typographicBounds.width) < 0.001)
        #expect(run[1].typographicBounds.origin.x == run[0].typographicBounds.origin.x + widths[0])
        #expect(run[2..<5].typographicBounds.width == widths[2] + widths[3] + widths[4])
        #expect(run.typographicBounds.rect.minY == line.origin.y - run.typographicBounds.ascent)
    }

    /// Two lines when the width holds one word; a style change starts a run.
    @Test func linesAndRunsFollowBreaksAndStyles() throws {
        let seen = Seen()
        let content = Text("Hamburg ") + Text("Bremen").bold()
        _ = try layout(content.font(.system(size: 44)).textRenderer(Recording(seen: seen)).frame(width: 200))
        let laid = try #require(seen.layouts.last)
        #expect(laid.count == 2)
        #expect(laid[1].origin.y > laid[0].origin.y + 50)
        #expect(laid[1].count == 1 && laid[1][0].count == 6)
        let single = Seen()
        _ = try layout(content.font(.system(size: 44)).textRenderer(Recording(seen: single)))
        #expect(single.layouts.last?.count == 1 && single.layouts.last?[0].count == 2)
    }

    /// A line drawn 20 pt lower has the same pixels 20 rows lower (at 1x, where 20 pt is 20 pixels).
    @Test func movingALineMovesItsPixels() throws {
        let plain = try render(plainText(), width: 300, height: 120)
        let lowered = try render(text(Lowered(by: 20)), width: 300, height: 120)
        for y in 0..<100 {
            for x in stride(from: 0, to: 300, by: 3) { #expect(lowered[x, y + 20] == plain[x, y]) }
        }
        #expect((0..<20).allSatisfy { y in (0..<300).allSatisfy { lowered.alpha($0, y) == 0 } })
    }

    /// Quantized, a glyph moved a tenth of a pixel snaps back to its place; without quantization
    /// it is drawn where it is.
    @Test func subpixelQuantizationCanBeDisabled() throws {
        let plain = try render(plainText(), width: 300, height: 120)
        #expect(try render(text(Lowered(by: 0.1)), width: 300, height: 120).pixels == plain.pixels)
        let exact = try render(text(Lowered(by: 0.1, options: .disablesSubpixelQuantization)), width: 300, height: 120)
        #expect(exact.pixels != plain.pixels)
        #expect(abs(exact.coveredArea - plain.coveredArea) < plain.coveredArea * 0.02)
    }

    /// The run marked with the custom attribute gets a yellow box; the other does not.
    @Test func customAttributeMarksARun() throws {
        let content = Text("Ham ") + Text("burg").customAttribute(Highlight())
        let seen = Seen()
        _ = try layout(content.font(.system(size: 44)).textRenderer(Recording(seen: seen)))
        let runs = try #require(seen.layouts.last?.first).map { $0 }
        #expect(runs.count == 2 && runs[0][Highlight.self] == nil && runs[1][Highlight.self] == Highlight())
        let box = runs[1].typographicBounds.rect
        let canvas = try render(text(Highlighter(), content), width: 300, height: 120)
        let yellow = Pixel(r: 255, g: 255, b: 0, a: 255)
        #expect(canvas[Int(box.maxX) - 2, Int(box.minY) + 2] == yellow)
        #expect(canvas[Int(runs[0].typographicBounds.rect.minX) + 1, Int(box.minY) + 2].a == 0)
    }

    /// A renderer may size the text: this one asks for its text's size plus 10 points each way.
    struct Padded: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) { for line in layout { ctx.draw(line) } }
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let size = text.sizeThatFits(proposal)
            return CGSize(width: size.width + 10, height: size.height + 10)
        }
    }

    @Test func rendererSizesTheText() throws {
        let plain = frame(try layout(Text("Hamburg").font(.system(size: 44)).accessibilityIdentifier("t")), "t")
        let padded = frame(try layout(Text("Hamburg").font(.system(size: 44)).textRenderer(Padded()).accessibilityIdentifier("t")), "t")
        #expect(padded.size == CGSize(width: plain.width + 10, height: plain.height + 10))
        #expect(Plain().displayPadding == EdgeInsets())
    }

    /// `Text.LayoutKey` carries each text view's layout and origin to a reader above it.
    @Test func layoutKeyPublishesEachText() throws {
        final class Received: @unchecked Sendable { var value: Text.LayoutKey.Value = [] }
        let received = Received()
        let view = VStack(spacing: 0) {
            Text("Hamburg").font(.system(size: 44))
            Text("Bremen\nund\nKiel").font(.system(size: 20))
        }
        .onPreferenceChange(Text.LayoutKey.self) { received.value = $0 }
        _ = try layout(view)
        #expect(received.value.count == 2)
        #expect(received.value.map(\.layout.count) == [1, 3])
        #expect(received.value[0].layout[0][0].count == 7)
    }

    /// Fades every line in with `progress`, its animatable data.
    struct FadeIn: TextRenderer {
        var progress: Double
        var animatableData: Double {
            get { progress }
            set { progress = newValue }
        }
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            ctx.opacity = progress
            for line in layout { ctx.draw(line) }
        }
    }

    struct Appearing: View {
        @State private var shown = 0.0
        var body: some View {
            Text("Hamburg").font(.system(size: 44)).foregroundColor(.black).textRenderer(FadeIn(progress: shown))
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { shown = 1 } } }
        }
    }

    /// A change of the renderer inside `withAnimation` redraws the text with the interpolated
    /// `animatableData` on each frame: at 0.6 s, half-way through a 1 s linear animation started
    /// at 0.1 s, the glyphs have half their ink.
    @Test func rendererAnimatesItsData() throws {
        let host = ViewHost(Appearing(), canvasSize: CGSize(width: 300, height: 80), environment: .rendering(scale: 1))
        let frames = try host.run(for: 1.5, framesPerSecond: 10)
        let areas = frames.map { Renderer(scale: 1).render($0.tree).coveredArea }
        let full = try #require(areas.last)
        #expect(full > 500)
        #expect(areas[0] == 0)
        #expect(abs(areas[6] / full - 0.5) < 0.02)
        #expect(areas[11] == full)
    }
}
