/// Flexible space. In a stack it grows along the stack's axis only, with zero size across it;
/// elsewhere it grows on both axes (R3). Its layout priority is −∞, so stacks size it after
/// every other subview, and it publishes zero spacing along its axis, so no default gap
/// appears next to it (R2): `minLength` (default 8) plays that role.
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(in context: BuildContext) -> NodeList {
        // A negative minimum is zero, a non-finite one the default (ValidGeometry).
        [LayoutNode.make(SpacerBehavior(minLength: minLength.flatMap(\.validLength) ?? ViewSpacing.defaultDistance,
                                        axis: context.stackAxis))]
    }
}

struct SpacerBehavior: LeafBehavior {
    let minLength: CGFloat
    let axis: Axis?
    var name: String { "Spacer" }
    var defaultPriority: Double { -.infinity }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        axis.map { ViewSpacing(axis: $0, value: 0) } ?? .zero
    }
}
