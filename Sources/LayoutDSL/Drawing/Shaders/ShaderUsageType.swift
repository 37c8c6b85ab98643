extension Shader {
    /// What a shader is compiled for (Apple's documentation of `Shader.UsageType`, iOS 18): a
    /// colour, distortion or layer effect, or a shape style.
    public struct UsageType: Hashable, Sendable {
        let name: String
        public static let colorEffect = UsageType(name: "colorEffect")
        public static let distortionEffect = UsageType(name: "distortionEffect")
        public static let layerEffect = UsageType(name: "layerEffect")
        public static let shapeStyle = UsageType(name: "shapeStyle")
    }

    /// Compiles the shader ahead of its first use (Apple's documentation of `compile(as:)`, which
    /// throws when the shader cannot be compiled). There is no Metal compiler here, so it always
    /// throws `ShaderCompilationError`, naming the function, as a failed compilation on iOS would:
    /// an app that shows a fallback when compilation fails shows it here.
    public func compile(as type: Shader.UsageType) async throws {
        throw ShaderCompilationError(function: function.name, usage: type.name)
    }
}

/// Why `Shader.compile(as:)` failed: Metal shaders do not compile or run here.
struct ShaderCompilationError: Error, CustomStringConvertible {
    let function: String
    let usage: String
    var description: String { "shader '\(function)' cannot be compiled as a \(usage): Metal shaders do not run here" }
}
