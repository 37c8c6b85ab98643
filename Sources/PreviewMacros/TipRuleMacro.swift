import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule(Self.$isLoggedIn) { $0 == true }` (Apple's documentation of TipKit's `Rule`
/// macro): a `Tips.Rule` made of the same parameter or event and the same closure, which the
/// rule calls with the parameter's value or the event each time the tip is asked whether it displays.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        var arguments = node.arguments.map { $0.expression.trimmedDescription }
        if let closure = node.trailingClosure { arguments.append(closure.trimmedDescription) }
        return "TipKit.Tips.Rule(\(raw: arguments.joined(separator: ", ")))"
    }
}
