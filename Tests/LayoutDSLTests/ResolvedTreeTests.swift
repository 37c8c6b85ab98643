import Foundation
import LayoutDSL
import Testing

/// The resolved tree is plain data: each node carries its drawing, decided when the tree is
/// resolved, and encodes to the documented JSON schema.
struct ResolvedTreeTests {
    struct Dot: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(0.5)
        }
    }

    struct Square: View {
        var body: some View { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square") }
    }

    /// The schema docs/engine.md documents, exactly: keys sorted, numbers rounded to 1/1000, optional keys
    /// (id, text, views, modifiers, children) left out when empty. The offset is the frame
    /// node's: a layout-neutral modifier makes no node of its own.
    @Test func encodesTheDocumentedSchema() throws {
        let text = String(decoding: try resolve(Square().offset(x: 0.0004, y: 1.2345), 20, 20).jsonData(), as: UTF8.self)
        #expect(text == """
        {
          "canvas" : {
            "height" : 20,
            "width" : 20
          },
          "root" : {
            "children" : [
              {
                "frame" : {
                  "height" : 10,
                  "width" : 10,
                  "x" : 5,
                  "y" : 6.235
                },
                "opacity" : 1,
                "transform" : [
                  1,
                  0,
                  0,
                  1,
                  5,
                  6.235
                ],
                "type" : "Color"
              }
            ],
            "frame" : {
              "height" : 10,
              "width" : 10,
              "x" : 5,
              "y" : 6.235
            },
            "id" : "square",
            "modifiers" : [
              "offset"
            ],
            "opacity" : 1,
            "transform" : [
              1,
              0,
              0,
              1,
              5,
              6.235
            ],
            "type" : "frame",
            "views" : [
              "Square"
            ]
          }
        }
        """)
    }

    /// JSON has no NaN or infinity: such numbers are written as null instead of failing the whole tree.
    @Test func nonFiniteNumbersEncodeAsNull() throws {
        let node = ResolvedNode(type: "Color", size: CGSize(width: CGFloat.nan, height: 4),
                                transform: CGAffineTransform(translationX: CGFloat.infinity, y: 0), opacity: Double.nan)
        let text = String(decoding: try ResolvedTree(canvasSize: CGSize(width: 8, height: 8), root: node).jsonData(), as: UTF8.self)
        #expect(text.contains("\"opacity\" : null"))
        #expect(text.contains("\"width\" : null"))
        #expect(text.contains("\"height\" : 4"))
        #expect(text.contains("\"transform\" : [\n      1,\n      0,\n      0,\n      1,\n      null,\n      0\n    ]"))
    }

    /// Drawing is decided at resolve time, at the node's final size: a Color fills a rectangle
    /// of its size, layout-only nodes draw nothing, and group opacity is in the display.
    @Test func displayIsResolvedWithTheTree() throws {
        let tree = try resolve(Dot(), 20, 20)
        let color = try #require(tree.node(id: "dot")?.children.first)
        #expect(color.type == "Color")
        guard case .shape(let outline, .fill, .color(let resolved))? = color.display.content.first else {
            Issue.record("a Color draws its rectangle"); return
        }
        #expect(outline.rect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(outline.path == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(resolved == Color.red.resolve(in: EnvironmentValues()))
        #expect(tree.node(id: "dot")?.display.content.isEmpty == true)
        #expect(tree.root.type == "frame" && tree.root.modifiers == ["opacity"] && tree.root.display.opacity == 0.5)
        #expect(color.opacity == 0.5)
    }

    /// A tree can be built as data, and its frame follows its size and transform.
    @Test func treesAreData() throws {
        var node = ResolvedNode(type: "Rectangle", id: "r", size: CGSize(width: 4, height: 2),
                                transform: CGAffineTransform(translationX: 3, y: 5))
        #expect(node.frame == CGRect(x: 3, y: 5, width: 4, height: 2))
        node.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(node.frame == CGRect(x: 0, y: 0, width: 8, height: 4))
        let tree = ResolvedTree(canvasSize: CGSize(width: 10, height: 10), root: ResolvedNode(type: "ZStack", size: CGSize(width: 10, height: 10), children: [node]))
        #expect(tree.node(id: "r")?.size == CGSize(width: 4, height: 2))
        #expect(tree.allNodes.map(\.type) == ["ZStack", "Rectangle"])
    }
}

extension ResolvedTreeTests {
    /// Animation frames interpolate data: a shape is drawn in the interpolated rectangle, as
    /// drawing it again at that size would.
    @Test func interpolatedFramesDrawAtTheirSize() throws {
        let host = ViewHost(AnimationTests.Grower(animation: .linear(duration: 0.5)), canvasSize: CGSize(width: 300, height: 100))
        let frames = try host.run(ScrollSequence(y: Array(repeating: 0, count: 24)))
        let color = try #require(frames[21].tree.node(id: "bar")?.children.first)
        #expect(abs(color.size.width - 150) < 1e-9)
        guard case .shape(let outline, _, _)? = color.display.content.first else { Issue.record("no shape"); return }
        #expect(outline.rect.size == color.size)
    }
}
