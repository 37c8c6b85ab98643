import LayoutDSL
import Testing

/// `geometryGroup()` changes nothing at rest.
struct GeometryGroupTests {
    @Test func sameFramesAtRest() throws {
        func tree(_ grouped: Bool) throws -> [CGRect] {
            let content = HStack { Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a"); Text("B").accessibilityIdentifier("b") }
            let t = try resolve(grouped ? AnyView(content.geometryGroup()) : AnyView(content))
            return [frame(t, "a"), frame(t, "b")]
        }
        #expect(try tree(true) == tree(false))
        #expect(try tree(true)[0].width == 30)
    }
}
