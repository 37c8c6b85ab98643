/// The Metal shader functions of a library (SwiftUI's `ShaderLibrary`, iOS 17), looked up by
/// name: `ShaderLibrary.ripple(.float(t))` or `ShaderLibrary.default.ripple(…)`. Metal does not
/// run here, so a library is only a name for what its shaders would draw; the views and
/// canvases that use them draw as `Shader` says.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the library comes from, for warnings ("default", a bundle's path, a URL).
    let origin: String

    /// The app's default Metal library.
    public static let `default` = ShaderLibrary(origin: "default")
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(origin: bundle.bundlePath) }
    public init(url: URL) { origin = url.path }
    public init(data: Data) { origin = "data (\(data.count) bytes)" }
    init(origin: String) { self.origin = origin }

    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A shader function of a library, called with its arguments to make a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String
    public init(library: ShaderLibrary, name: String) { self.library = library; self.name = name }

    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}
