import LayoutDSL
import Render
import Testing

/// `Canvas` and `GraphicsContext`: exact pixels at scale 1 on a transparent canvas.
struct CanvasTests {
    let red = Pixel(r: 255, g: 0, b: 0, a: 255), blue = Pixel(r: 0, g: 0, b: 255, a: 255), clear = Pixel.clear
    /// Pure primaries (SwiftUI's `.red` and `.blue` are the system palette's).
    let pureRed = Color(red: 1, green: 0, blue: 0), pureBlue = Color(red: 0, green: 0, blue: 1)

    func draw(width: CGFloat = 10, height: CGFloat = 10, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Canvas {
        try render(LayoutDSL.Canvas(renderer: renderer).frame(width: width, height: height), width: width, height: height)
    }

    @Test func takesTheSpaceOfferedAndTenPointsWhereUnspecified() throws {
        let canvas = LayoutDSL.Canvas { _, _ in }
        #expect(try layout(canvas.frame(width: 30, height: 20).fixedSize()).root.first { $0.type == "Canvas" }?.size == CGSize(width: 30, height: 20))
        #expect(try layout(canvas.fixedSize()).root.first { $0.type == "Canvas" }?.size == CGSize(width: 10, height: 10))
        #expect(try layout(canvas, width: 0, height: 0).root.first { $0.type == "Canvas" }?.size == .zero)
    }

    @Test func fillsAndStrokesInUserSpace() throws {
        let canvas = try draw { context, _ in
            context.fill(Path(CGRect(x: 2, y: 2, width: 4, height: 4)), with: .color(pureRed))
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 8.5)); $0.addLine(to: CGPoint(x: 10, y: 8.5)) }, with: .color(pureBlue), lineWidth: 1)
        }
        #expect(canvas[2, 2] == red && canvas[5, 5] == red && canvas[6, 6] == clear && canvas[1, 1] == clear)
        #expect(canvas[0, 8] == blue && canvas[9, 8] == blue && canvas[5, 9] == clear && canvas[5, 7] == clear)
    }

    @Test func transformsApplyBeforeTheCurrentOne() throws {
        let canvas = try draw { context, _ in
            context.translateBy(x: 2, y: 3)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(pureRed))
        }
        // The unit square scaled by 2, then moved to (2, 3): pixels 2…3 × 3…4.
        #expect(canvas[2, 3] == red && canvas[3, 4] == red)
        #expect(canvas[1, 3] == clear && canvas[4, 3] == clear && canvas[2, 5] == clear && canvas.coveredArea == 4)
    }

    @Test func rotatesAboutTheOrigin() throws {
        let canvas = try draw { context, _ in
            context.translateBy(x: 5, y: 5)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 1)), with: .color(pureRed))
        }
        // (3, 1) turns a quarter clockwise on screen: x → y, y → −x.
        #expect(canvas[4, 5] == red && canvas[4, 7] == red && canvas[5, 5] == clear && canvas.coveredArea == 3)
    }

    @Test func opacityReachesEachDrawOnItsOwnButALayerAsAWhole() throws {
        func drawTwo(asLayer: Bool) throws -> Canvas {
            try draw { context, _ in
                context.opacity = 0.5
                let body: (inout GraphicsContext) -> Void = { inner in
                    inner.fill(Path(CGRect(x: 0, y: 0, width: 6, height: 10)), with: .color(pureRed))
                    inner.fill(Path(CGRect(x: 4, y: 0, width: 6, height: 10)), with: .color(pureBlue))
                }
                if asLayer { context.drawLayer(content: body) } else { body(&context) }
            }
        }
        // Each draw at 50%: blue over red shows both.
        let separate = try drawTwo(asLayer: false)[5, 5]
        #expect(separate == Pixel(r: 64, g: 0, b: 128, a: 192))
        // One layer at 50%: the blue that covers the red is all there is.
        #expect(try drawTwo(asLayer: true)[5, 5] == Pixel(r: 0, g: 0, b: 128, a: 128))
    }

    @Test func clipsNarrowLaterDrawsOnly() throws {
        let canvas = try draw { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 10)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(pureRed))
            context.fill(Path(CGRect(x: 0, y: 8, width: 10, height: 2)), with: .color(pureBlue))
        }
        #expect(canvas[4, 0] == red && canvas[5, 0] == clear && canvas[9, 9] == blue)
    }

    @Test func inverseClipKeepsTheOutside() throws {
        let canvas = try draw { context, size in
            context.clip(to: Path(CGRect(x: 2, y: 2, width: 6, height: 6)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(pureRed))
        }
        #expect(canvas[0, 0] == red && canvas[5, 5] == clear && canvas.coveredArea == 100 - 36)
    }

    @Test func clipToLayerUsesTheLayersAlpha() throws {
        let canvas = try draw { context, size in
            context.clipToLayer { mask in mask.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 3)), with: .color(.black)) }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(pureBlue))
        }
        #expect(canvas[9, 2] == blue && canvas[0, 3] == clear && canvas.coveredArea == 30)
    }

    @Test func drawingIsClippedToTheCanvas() throws {
        let canvas = try render(HStack(spacing: 0) {
            LayoutDSL.Canvas { context, _ in context.fill(Path(CGRect(x: -5, y: 0, width: 20, height: 10)), with: .color(pureRed)) }.frame(width: 5, height: 10)
            Color.clear.frame(width: 5, height: 10)
        }, width: 10, height: 10)
        #expect(canvas[4, 5] == red && canvas[5, 5] == clear)
    }

    @Test func blurSpreadsAndShadowFallsBelowAtItsOffset() throws {
        let blurred = try draw(width: 20, height: 20) { context, _ in
            context.addFilter(.blur(radius: 2))
            context.fill(Path(CGRect(x: 6, y: 6, width: 8, height: 8)), with: .color(pureRed))
        }
        #expect(blurred[4, 10].a > 0 && blurred[10, 10].a < 255 && blurred[10, 10].a > 200)
        let shadowed = try draw(width: 20, height: 20) { context, _ in
            context.addFilter(.shadow(color: pureBlue, radius: 0, x: 4, y: 4))
            context.fill(Path(CGRect(x: 2, y: 2, width: 8, height: 8)), with: .color(pureRed))
        }
        #expect(shadowed[5, 5] == red && shadowed[12, 12] == blue && shadowed[1, 12] == clear)
    }

    /// A draw's blend mode combines it with what is drawn before: multiply of (1, 1, 0) over
    /// (0, 1, 1) is (0, 1, 0); screen of red over cyan is white; a mode the view modifier lacks
    /// (`xor`) draws as normal.
    @Test func blendModesCombineWithWhatIsDrawn() throws {
        let canvas = try draw { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 0, green: 1, blue: 1)))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(Color(red: 1, green: 1, blue: 0)))
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 5, y: 0, width: 5, height: 5)), with: .color(pureRed))
            context.blendMode = .xor
            context.fill(Path(CGRect(x: 0, y: 5, width: 5, height: 5)), with: .color(pureRed))
        }
        #expect(canvas[2, 2] == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(canvas[7, 2] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(canvas[2, 7] == red && canvas[7, 7] == Pixel(r: 0, g: 255, b: 255, a: 255))
    }

    @Test func colorFiltersMapEachPixel() throws {
        let canvas = try draw { context, _ in
            context.addFilter(.colorMultiply(Color(red: 1, green: 0, blue: 0)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), with: .color(.white))
            var inverted = context
            inverted.addFilter(.colorInvert())
            inverted.fill(Path(CGRect(x: 5, y: 0, width: 5, height: 10)), with: .color(.white))
        }
        // Filters apply in the order they were added: white times red is red, and inverted, cyan.
        #expect(canvas[2, 2] == red && canvas[7, 2] == Pixel(r: 0, g: 255, b: 255, a: 255))
    }

    @Test func linearGradientRunsBetweenItsPointsInUserSpace() throws {
        let canvas = try draw { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [pureRed, pureBlue]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 10, y: 0)))
        }
        #expect(canvas[0, 5].r > 230 && canvas[0, 5].b < 25 && canvas[9, 5].b > 230 && canvas[9, 5].r < 25)
        #expect(canvas[0, 0] == canvas[0, 9])
    }

    @Test func textDrawsAtItsIdealSizeAroundTheAnchor() throws {
        var measured = CGSize.zero
        let canvas = try draw(width: 100, height: 40) { context, size in
            let text = context.resolve(Text("Hello").foregroundColor(pureRed))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 50, y: 20))
        }
        let view = try layout(Text("Hello")).root.first { $0.type == "Text" }?.size
        #expect(measured == view)
        // Ink only inside the text's box, centred on (50, 20).
        let box = CGRect(x: 50 - measured.width / 2, y: 20 - measured.height / 2, width: measured.width, height: measured.height)
        var inkOutside = false, ink = 0
        for y in 0..<40 { for x in 0..<100 where canvas[x, y].a > 0 {
            ink += 1
            if !box.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) { inkOutside = true }
            #expect(canvas[x, y].g == 0 && canvas[x, y].b == 0)
        } }
        #expect(ink > 20 && !inkOutside)
    }

    @Test func symbolsAreTheTaggedViewsLaidOutInTheCanvas() throws {
        var missing: GraphicsContext.ResolvedSymbol?
        let view = LayoutDSL.Canvas { context, _ in
            missing = context.resolveSymbol(id: 7)
            guard let dot = context.resolveSymbol(id: 1) else { return }
            context.draw(dot, at: CGPoint(x: 2, y: 2), anchor: .topLeading)
            context.draw(dot, in: CGRect(x: 6, y: 0, width: 4, height: 8))
        } symbols: {
            pureRed.frame(width: 2, height: 4).tag(1)
        }
        let canvas = try render(view.frame(width: 10, height: 10), width: 10, height: 10)
        #expect(missing == nil)
        #expect(canvas[2, 2] == red && canvas[3, 5] == red && canvas[4, 2] == clear && canvas[2, 6] == clear)
        #expect(canvas[6, 0] == red && canvas[9, 7] == red && canvas[5, 0] == clear && canvas.coveredArea == 8 + 32)
    }

    @Test func shadowOptionsDrawOnlyTheShadowOrAnInnerOne() throws {
        let only = try draw(width: 20, height: 20) { context, _ in
            context.addFilter(.shadow(color: pureBlue, radius: 0, x: 4, y: 4, options: .shadowOnly))
            context.fill(Path(CGRect(x: 2, y: 2, width: 8, height: 8)), with: .color(pureRed))
        }
        #expect(only[3, 3] == clear && only[8, 8] == blue && only[12, 12] == blue && only.coveredArea == 64)
        let inner = try draw(width: 20, height: 20) { context, _ in
            context.addFilter(.shadow(color: pureBlue, radius: 0, x: 2, y: 0, options: [.shadowAbove, .invertsAlpha]))
            context.fill(Path(CGRect(x: 4, y: 4, width: 8, height: 8)), with: .color(pureRed))
        }
        // The transparent outside casts a shadow 2 points to the right, over the content's left edge.
        #expect(inner[4, 8] == blue && inner[5, 8] == blue && inner[6, 8] == red && inner[13, 8] == clear)
    }

    @Test func imagesAndTextTakeTheShadingGiven() throws {
        let canvas = try draw(width: 40, height: 20) { context, _ in
            var symbol = context.resolve(Image(systemName: "square.fill"))
            symbol.shading = .color(pureRed)
            context.draw(symbol, in: CGRect(x: 0, y: 0, width: 20, height: 20))
            var text = context.resolve(Text("W").font(.system(size: 16)))
            text.shading = .color(pureBlue)
            context.draw(text, at: CGPoint(x: 30, y: 10))
        }
        var colours = Set<String>()
        for y in 0..<20 { for x in 0..<40 where canvas[x, y].a == 255 {
            colours.insert(x < 20 ? "left \(canvas[x, y])" : "right \(canvas[x, y])")
        } }
        #expect(colours == ["left \(red)", "right \(blue)"])
    }

    @Test func clipBoundingRectIsInUserSpace() throws {
        var bounds = CGRect.null
        _ = try draw(width: 20, height: 20) { context, _ in
            context.clip(to: Path(CGRect(x: 4, y: 4, width: 10, height: 10)))
            context.translateBy(x: 4, y: 0)
            bounds = context.clipBoundingRect
        }
        #expect(bounds == CGRect(x: 0, y: 4, width: 10, height: 10))
    }

    /// A projection filter maps each later draw in the canvas's space: an affine one moves it
    /// exactly; a perspective one (w grows with y) shrinks the rows further down toward x = 0.
    @Test func projectionFilterTransformsLaterDraws() throws {
        let moved = try draw { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 4, y: 2))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(pureRed))
        }
        #expect(moved[4, 2] == red && moved[7, 5] == red && moved[3, 3] == clear && moved[8, 6] == clear)
        let perspective = try draw(width: 20, height: 20) { context, _ in
            var m = ProjectionTransform()
            m.m23 = 0.05
            context.addFilter(.projectionTransform(m))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(pureRed))
        }
        // A point (x, y) lands at (x, y) / (1 + 0.05 y): row 0 keeps its width; the bottom edge
        // (y = 20, w = 2) lands on row 10, 10 pixels wide; nothing lands below it.
        #expect(perspective[17, 0] == red && perspective[8, 9] == red && perspective[12, 9] == clear && perspective[5, 12] == clear)
    }

    /// Metal shaders do not run here: a shader filter leaves the drawing as it is, a shader
    /// shading paints nothing, and neither stops the canvas.
    @Test func shadersAreAcceptedAndSkipped() throws {
        let canvas = try draw { context, _ in
            context.addFilter(.colorShader(ShaderLibrary.tint(.color(.blue))))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(pureRed))
            context.fill(Path(CGRect(x: 5, y: 5, width: 4, height: 4)), with: .shader(ShaderLibrary.default.noise(.float(1), .boundingRect)))
        }
        #expect(canvas[1, 1] == red && canvas[6, 6] == clear)
        let effect = try render(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .colorEffect(ShaderLibrary.tint(.float2(1, 2)))
            .distortionEffect(ShaderLibrary.wave(.float(3)), maxSampleOffset: CGSize(width: 4, height: 4))
            .layerEffect(ShaderLibrary.bundle(.main).pixellate(.float(2)), maxSampleOffset: .zero), width: 4, height: 4)
        #expect(effect[2, 2] == red)
    }
}
