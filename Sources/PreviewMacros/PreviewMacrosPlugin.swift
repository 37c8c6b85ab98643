import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin `snap render` loads for `#Preview` (`-load-plugin-executable`).
@main
struct PreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self,
        // SwiftData's `@Model` and its schema annotations (module SwiftData).
        ModelMacro.self, PersistedPropertyMacro.self, SwiftDataMarkerMacro.self, SwiftDataSchemaConstraintMacro.self,
        ModelActorMacro.self, EntryMacro.self,
        // SwiftUI's `@Animatable` and `@AnimatableIgnored` (iOS 26).
        AnimatableMacro.self, AnimatableIgnoredMacro.self,
        // TipKit's `#Rule` (module TipKit).
        TipRuleMacro.self,
        // Core Data's `@NSManaged`, compiled as `@_Managed` (module CoreData).
        ManagedMacro.self, ToManyMacro.self,
        // FoundationModels' `@Generable` and `@Guide` (module FoundationModels).
        GenerableMacro.self, GuideMacro.self,
    ]
}
