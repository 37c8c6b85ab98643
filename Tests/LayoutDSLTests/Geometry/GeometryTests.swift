import LayoutDSL
import Testing

/// Geometry effects (R13), GeometryReader (R16) and coordinate spaces (R24).
struct GeometryTests {
    /// R13: offset moves drawing and descendants' global frames, not layout.
    @Test func offsetMovesDrawingNotLayout() throws {
        let tree = try resolve(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("moved").offset(x: 5, y: 7).accessibilityIdentifier("offset")
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
        }, 100, 100)
        #expect(frame(tree, "offset") == rect(40, 45, 10, 10))
        #expect(frame(tree, "moved") == rect(45, 52, 10, 10))
        #expect(frame(tree, "next") == rect(50, 45, 10, 10))
    }

    /// A rotation shows in the transform of descendants; the frame is the bounding box.
    @Test func rotationEffectTransform() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("r").rotationEffect(.degrees(90)), 100, 100)
        let node = try #require(tree.node(id: "r"))
        #expect(abs(node.rotationDegrees - 90) < 1e-9)
        #expect(abs(node.frame.minX - 45) < 1e-9 && abs(node.frame.minY - 40) < 1e-9)
        #expect(abs(node.frame.width - 10) < 1e-9 && abs(node.frame.height - 20) < 1e-9)
    }

    @Test func scaleEffectAboutAnchor() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("s")
            .scaleEffect(2, anchor: .topLeading), 100, 100)
        #expect(frame(tree, "s") == rect(40, 40, 40, 40))
    }

    /// R16: GeometryReader takes the proposal and places its content at the top-leading corner.
    @Test func geometryReaderReportsSizeAndFrames() throws {
        var seen: [CGRect] = []
        let tree = try resolve(VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy in
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
                    .onAppear { seen = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("outer"))] }
            }.accessibilityIdentifier("reader")
        }.coordinateSpace(name: "outer").padding(10), 200, 130)
        #expect(frame(tree, "reader") == rect(10, 40, 180, 80))
        #expect(frame(tree, "content") == rect(10, 40, 10, 10))
        #expect(seen == [rect(0, 0, 180, 80), rect(10, 40, 180, 80), rect(0, 30, 180, 80)])
    }

    /// iOS 17's coordinate-space spellings resolve the same way; an unknown name falls back to global.
    @Test func namedCoordinateSpaceProtocol() throws {
        var frames: [CGRect] = []
        _ = try resolve(ZStack {
            GeometryReader { proxy in
                Color.clear.onAppear { frames = [proxy.frame(in: .named("space")), proxy.frame(in: .named("missing"))] }
            }.frame(width: 10, height: 10).offset(x: 3)
        }.frame(width: 50, height: 50).coordinateSpace(.named("space")), 100, 100)
        #expect(frames == [rect(23, 20, 10, 10), rect(48, 45, 10, 10)])
    }

    /// ScrollView offsets are part of layout: content frames report the scrolled position.
    @Test func scrollOffsetMovesContent() throws {
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10) { i in Color.red.frame(height: 50).accessibilityIdentifier("row\(i)") }
            }
        }.accessibilityIdentifier("scroll"), canvasSize: CGSize(width: 100, height: 200))
        host.setScrollOffset(CGPoint(x: 0, y: 75))
        let tree = try host.update()
        #expect(frame(tree, "scroll") == rect(0, 0, 100, 200))
        #expect(frame(tree, "row0") == rect(0, -75, 100, 50))
        #expect(frame(tree, "row2") == rect(0, 25, 100, 50))
        host.setScrollOffset(CGPoint(x: 0, y: -40))
        #expect(frame(try host.update(), "row0") == rect(0, 40, 100, 50))
    }
}
