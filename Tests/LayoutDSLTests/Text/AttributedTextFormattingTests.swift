@testable import LayoutDSL
import Foundation
import Testing

/// iOS 26's formatting definitions (Apple's documentation of `AttributedTextFormattingDefinition`,
/// `ValueConstraint` and `constrain(_:)`; docs/reference/ios26-swiftui-api.md, "Rich text"): value
/// constraints apply to each run in the order listed, each reading what the ones above produced;
/// `Text` made from an `AttributedString` draws only the scope's attributes, constrained.
struct AttributedTextFormattingTests {
    /// Apple's documented example: no underline or a single one; any other becomes single.
    struct SingleUnderline: AttributedTextFormattingDefinition {
        var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
            ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
            NoBlackOrWhiteForeground<AttributeScopes.SwiftUIAttributes>()
        }
    }

    /// Apple's documented generic constraint, reading and writing through dynamic lookup.
    struct NoBlackOrWhiteForeground<Scope: AttributeScope>: AttributedTextValueConstraint {
        typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        func constrain(_ container: inout Attributes) {
            if container.foregroundColor == .white || container.foregroundColor == .black { container.foregroundColor = .primary }
        }
    }

    /// Reads the colour the constraint above it left: a run is underlined when it is red.
    struct UnderlineRed: AttributedTextValueConstraint {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        typealias AttributeKey = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        func constrain(_ container: inout Attributes) {
            container.underlineStyle = container.foregroundColor == .red ? .single : nil
        }
    }

    struct RedThenUnderline: AttributedTextFormattingDefinition {
        let makeRed: Bool
        var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
            if makeRed {
                ValueConstraint(for: \.foregroundColor, values: [.red], default: .red)
            } else {
                ValueConstraint(for: \.foregroundColor, values: [nil], default: nil)
            }
            UnderlineRed()
        }
    }

    /// A scope of fonts and underlines alone: colours are not part of it.
    struct FontsAndUnderlines: AttributeScope {
        let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
    }

    private func sample() -> AttributedString {
        var a = AttributedString("dashed"), b = AttributedString(" black"), c = AttributedString(" plain")
        a.underlineStyle = Text.LineStyle(pattern: .dash)
        a.foregroundColor = .red
        b.foregroundColor = .black
        return a + b + c
    }

    @Test func constrainAppliesEveryValueConstraintToEachRun() {
        var string = sample()
        SingleUnderline().constrain(&string)
        let runs = string.runs.map { ($0.underlineStyle, $0.foregroundColor) }
        #expect(runs.count == 3)
        #expect(runs[0].0 == .single && runs[0].1 == .red)
        #expect(runs[1].0 == nil && runs[1].1 == .primary)
        #expect(runs[2].0 == nil && runs[2].1 == nil)
        #expect(String(string.characters) == "dashed black plain")
    }

    @Test func aConstraintReadsWhatTheOnesAboveItProduced() {
        var red = AttributeContainer(), plain = AttributeContainer()
        red.underlineStyle = Text.LineStyle(pattern: .dot)
        RedThenUnderline(makeRed: true).constrain(&red)
        #expect(red.foregroundColor == .red && red.underlineStyle == .single)
        plain.foregroundColor = .red
        RedThenUnderline(makeRed: false).constrain(&plain)
        #expect(plain.foregroundColor == nil && plain.underlineStyle == nil)
    }

    @Test func textDrawsOnlyTheScopesAttributesConstrained() {
        let environment = EnvironmentValues()
        let plainColor = Color.primary.resolve(in: environment), red = Color.red.resolve(in: environment)
        let text = Text(sample())
        let free = text.styled(in: environment).runs
        #expect(free[0].color == red && free[0].underline?.pattern == .dash)

        var constrained = environment
        constrained.attributedTextFormatting = ResolvedTextFormatting(SingleUnderline())
        let single = text.styled(in: constrained).runs
        #expect(single[0].color == red && single[0].underline?.pattern == .solid)
        #expect(single[1].color == plainColor)

        var scoped = environment
        scoped.attributedTextFormatting = ResolvedTextFormatting(AttributedTextFormatting.EmptyDefinition<FontsAndUnderlines>())
        let fontsOnly = text.styled(in: scoped).runs
        #expect(fontsOnly[0].color == plainColor && fontsOnly[0].underline?.pattern == .dash)
        #expect(fontsOnly[1].color == plainColor)
    }

    @Test func theScopesKeysIncludeNestedScopes() {
        let names = Set(ResolvedTextFormatting.keys(of: AttributeScopes.SwiftUIAttributes.self).map { $0.name })
        #expect(names.isSuperset(of: ["SwiftUI.Font", "SwiftUI.ForegroundColor", "SwiftUI.UnderlineStyle", "NSLink"]))
        #expect(ResolvedTextFormatting.keys(of: FontsAndUnderlines.self).map { $0.name } == ["SwiftUI.Font", "SwiftUI.UnderlineStyle"])
    }

    @Test func theTransferableKeepsWhatTheDefinitionAllows() throws {
        var environment = EnvironmentValues()
        environment.attributedTextFormatting = ResolvedTextFormatting(SingleUnderline())
        let item = AttributedTextFormatting.Transferable(text: sample(), in: environment)
        #expect(item.text.runs.first?.underlineStyle == .single)
        let back = try AttributedString(transferable: item, in: EnvironmentValues())
        #expect(String(back.characters) == "dashed black plain")
    }
}
