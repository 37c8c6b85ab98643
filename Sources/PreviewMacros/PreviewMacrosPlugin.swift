import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin `snap render` loads for `#Preview` (`-load-plugin-executable`).
@main
struct PreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
