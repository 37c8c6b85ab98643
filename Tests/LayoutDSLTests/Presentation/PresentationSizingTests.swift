@testable import LayoutDSL
import Testing

/// `PresentationSizing`: what each sizing proposes to a presentation's content, and an iPhone's
/// sheet, which stays full width at its detent whatever the sizing.
@Suite(.design(.compatibility))
struct PresentationSizingTests {
    private let root = PresentationSizingRoot { proposal in
        CGSize(width: proposal.width ?? 300, height: proposal.height ?? 200)
    }
    private let context = PresentationSizingContext(formSize: CGSize(width: 393, height: 749),
                                                    pageSize: CGSize(width: 393, height: 783))

    /// What a sizing proposes, named as `presentationSizing(_:)` takes it (`.form`).
    private func proposal(_ sizing: some PresentationSizing) -> ProposedViewSize {
        sizing.proposedSize(for: root, context: context)
    }

    @Test func systemSizingsPropose() {
        #expect(proposal(.form) == ProposedViewSize(width: 393, height: 749))
        #expect(proposal(.page) == ProposedViewSize(width: 393, height: 783))
        #expect(proposal(.automatic) == ProposedViewSize(width: 393, height: 783))
        #expect(proposal(.fitted) == .unspecified)
        #expect(root.sizeThatFits(.unspecified) == CGSize(width: 300, height: 200))
    }

    /// `fitted(horizontal:vertical:)` proposes `nil` in the fitted dimensions and the base's
    /// proposal in the others; `sticky` proposes as its base.
    @Test func modifiedSizingsPropose() {
        struct Square: PresentationSizing {
            func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
                ProposedViewSize(width: 400, height: 400)
            }
        }
        #expect(Square().fitted(horizontal: false, vertical: true).proposedSize(for: root, context: context)
            == ProposedViewSize(width: 400, height: nil))
        #expect(FormPresentationSizing().fitted(horizontal: true, vertical: false).proposedSize(for: root, context: context)
            == ProposedViewSize(width: nil, height: 749))
        #expect(Square().sticky(vertical: true).proposedSize(for: root, context: context) == ProposedViewSize(width: 400, height: 400))
    }

    @Test(arguments: [false, true])
    func anIPhoneSheetIgnoresTheSizing(fitted: Bool) throws {
        struct Presenting: View {
            let fitted: Bool
            var body: some View {
                Color.blue.sheet(isPresented: .constant(true)) {
                    if fitted {
                        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("sheet").presentationSizing(.fitted)
                    } else {
                        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("sheet")
                    }
                }
            }
        }
        let tree = try iPhone16Host(Presenting(fitted: fitted)).update()
        let card = try #require(tree.allNodes.first { $0.frame.width == 393 && $0.frame.minY == 69 })
        #expect(card.frame.maxY == 852)
        #expect(frame(tree, "sheet").midX == 393.0 / 2)
    }
}
