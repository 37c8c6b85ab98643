import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@ModelActor` for Linux (module SwiftData). On an actor it adds what Xcode's
/// expansion adds:
///
///     nonisolated let modelExecutor: any SwiftData.ModelExecutor
///     nonisolated let modelContainer: SwiftData.ModelContainer
///     init(modelContainer: SwiftData.ModelContainer) {
///         let modelContext = SwiftData.ModelContext(modelContainer)
///         self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
///         self.modelContainer = modelContainer
///     }
///
/// and `extension Importer: SwiftData.ModelActor {}`. The members take the actor's access level.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let actor = declaration.as(ActorDeclSyntax.self) else {
            throw ModelMacroError("'@ModelActor' can only be applied to an actor")
        }
        let access = actor.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text == "private" ? "fileprivate " : "\($0.name.text) " } ?? ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(raw: type.trimmedDescription): SwiftData.ModelActor {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}
