@testable import LayoutDSL
import Testing

/// A context's `resolve(_:)` of a shading, the mesh-gradient shading, and a shader's compilation,
/// which fails here as Metal does not run.
struct GraphicsContextShadingTests {
    private func context(foreground: Color) -> GraphicsContext {
        var environment = EnvironmentValues()
        environment.foregroundStyle = AnyShapeStyle(foreground)
        let shared = GraphicsContext.Shared(size: CGSize(width: 10, height: 10), symbols: { _ in nil }, warn: { _ in })
        return GraphicsContext(recording: GraphicsContext.Recording(shared: shared), environment: environment)
    }

    private let bounds = CGRect(x: 0, y: 0, width: 10, height: 10), canvas = CGSize(width: 10, height: 10)

    /// The foreground resolved in a red context stays red when drawn where the foreground is blue.
    @Test func resolvedShadingKeepsItsContextsStyles() {
        let red = context(foreground: .red), blue = context(foreground: .blue)
        let resolved = red.resolve(.foreground)
        #expect(resolved.resolve(blue.environment, bounds, canvas) == Color.red._paint(in: blue.environment))
        #expect(GraphicsContext.Shading.foreground.resolve(blue.environment, bounds, canvas) == Color.blue._paint(in: blue.environment))
        #expect(resolved.isForeground)
    }

    @Test func meshGradientShadingPaintsTheMesh() {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
        let environment = EnvironmentValues()
        #expect(GraphicsContext.Shading.meshGradient(mesh).resolve(environment, bounds, canvas)
            == GraphicsContext.Shading.style(mesh).resolve(environment, bounds, canvas))
    }

    @Test func shadersDoNotCompileHere() async {
        let shader = Shader(function: ShaderFunction(library: .default, name: "ripple"), arguments: [.float2(CGVector(dx: 1, dy: 2))])
        await #expect(throws: ShaderCompilationError.self) { try await shader.compile(as: .colorEffect) }
        #expect(shader.arguments == [.float2(1.0, 2.0)])
    }
}
