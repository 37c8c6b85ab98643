@testable import LayoutDSL
import Testing

/// Compositing effects (`clipShape`, `shadow`, `blur`, colour filters, groups, blend modes,
/// projections) are kept on the node they modify when the renderer, applying them in its fixed
/// order within one node, draws what the modifiers mean; else they keep a node of their own
/// (`NodeEffect.Stage`; Benchmarks.md, the ninth to fourteenth passes).
struct NodeEffectStageTests {
    /// The node whose child is the view named `id`.
    private func parent(of id: String, in tree: ResolvedTree) -> ResolvedNode? {
        tree.root.subtree.first { $0.children.contains { $0.id == id } }
    }

    /// Applied in the renderer's order, every effect stays on the view's node.
    @Test func effectsInTheRenderersOrderMakeNoNode() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
        let plain = try resolve(view, 100, 100)
        let tree = try resolve(view.colorInvert().blur(radius: 2).shadow(radius: 3).compositingGroup().blendMode(.multiply)
            .opacity(0.5).clipShape(Circle()).offset(x: 5), 100, 100)
        #expect(tree.root.subtree.count == plain.root.subtree.count)
        let node = try #require(tree.node(id: "v"))
        #expect(node.modifiers == ["offset", "clipShape", "opacity", "blendMode", "compositingGroup", "shadow", "blur", "colorInvert"])
        let display = node.display
        #expect(display.colorMatrix == .colorInvert && display.blurRadius == 2 && display.shadow?.radius == 3)
        #expect(display.isCompositingGroup && display.blendMode == .multiply && display.opacity == 0.5)
        // The circle inscribed in the view's 20 × 10 bounds, in its own space: the offset moves both.
        #expect(display.clip?.path.boundingRect == rect(5, 0, 10, 10))
        #expect(node.frame == rect(45, 45, 20, 10))
    }

    /// A shadow outside a clip falls outside it: the clip stays on the view, the shadow takes a
    /// node around it. Inside, the shadow is clipped with the view: one node.
    @Test func aShadowOutsideAClipGetsANode() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
        let outside = try resolve(view.clipShape(Capsule()).shadow(radius: 3), 100, 100)
        #expect(outside.node(id: "v")?.modifiers == ["clipShape"])
        #expect(outside.node(id: "v")?.display.shadow == nil)
        let shadow = try #require(parent(of: "v", in: outside))
        #expect(shadow.type == "shadow" && shadow.display.shadow?.radius == 3 && shadow.display.clip == nil)
        #expect(shadow.frame == rect(40, 45, 20, 10))

        let inside = try resolve(view.shadow(radius: 3).clipShape(Capsule()), 100, 100)
        #expect(inside.node(id: "v")?.modifiers == ["clipShape", "shadow"])
        #expect(inside.root.subtree.count == outside.root.subtree.count - 1)
    }

    /// A fade inside a layer effect reaches each drawn item, outside it the flattened layer: a
    /// blur, a group or a blend mode outside an opacity keeps its node.
    @Test func layerEffectsOutsideAnOpacityGetANode() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
        for (modified, name) in [(AnyView(view.opacity(0.5).blur(radius: 2)), "blur"),
                                 (AnyView(view.opacity(0.5).compositingGroup()), "compositingGroup"),
                                 (AnyView(view.opacity(0.5).blendMode(.screen)), "blendMode"),
                                 (AnyView(view.blendMode(.screen).compositingGroup()), "compositingGroup"),
                                 (AnyView(view.grayscale(1).brightness(0.2)), "brightness")] {
            let tree = try resolve(modified, 100, 100)
            #expect(parent(of: "v", in: tree)?.type == name)
            #expect(tree.node(id: "v")?.modifiers.count == 1)
        }
    }

    /// A clip outside an offset stays where layout put the view: it gets a node, in the layout
    /// frame, while the view moves under it.
    @Test func aClipOutsideAnOffsetStaysInPlace() throws {
        let tree = try resolve(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v").offset(x: 6).clipped(), 100, 100)
        let clip = try #require(parent(of: "v", in: tree))
        #expect(clip.type == "clipShape" && clip.frame == rect(40, 45, 20, 10))
        #expect(clip.display.clip?.path.boundingRect == rect(0, 0, 20, 10))
        #expect(frame(tree, "v") == rect(46, 45, 20, 10))
    }

    /// A view's own compositing comes first: a scroll view clips, so a blur of it takes a node,
    /// while an opacity, which commutes with the clip, stays on it.
    @Test func aBehavioursOwnCompositingComesFirst() throws {
        let scroll = ScrollView { Color.red.frame(height: 300) }
        let blurred = try resolve(scroll.blur(radius: 1).frame(width: 50, height: 50), 100, 100)
        let blur = try #require(blurred.root.subtree.first { $0.type == "blur" })
        #expect(blur.children.first?.type == "ScrollView")
        let faded = try resolve(scroll.opacity(0.5).frame(width: 50, height: 50), 100, 100)
        #expect(faded.root.subtree.first { $0.type == "ScrollView" }?.modifiers == ["opacity"])
        #expect(!faded.root.subtree.contains { $0.type == "opacity" })
        // A canvas clips its drawing to its bounds: a shadow outside it falls outside them.
        let canvas = try resolve(Canvas { _, _ in }.shadow(radius: 2).frame(width: 50, height: 50), 100, 100)
        #expect(canvas.root.subtree.first { $0.type == "shadow" }?.children.first?.type == "Canvas")
    }

    /// A projection with perspective draws the node's layer through it and moves no frame; one
    /// without is a geometry effect: the node turns.
    @Test func projectionsWithAndWithoutPerspective() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityIdentifier("v")
        let tilted = try resolve(view.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), 100, 100)
        let node = try #require(tilted.node(id: "v"))
        #expect(node.modifiers == ["rotation3DEffect"] && node.display.projection != nil && node.frame == rect(40, 45, 20, 10))
        let turned = try resolve(view.rotation3DEffect(.degrees(90), axis: (x: 0, y: 0, z: 1)), 100, 100)
        let flat = try #require(turned.node(id: "v"))
        #expect(flat.display.projection == nil && abs(flat.rotationDegrees - 90) < 1e-9)
    }

    /// The order itself: what may follow what in one node.
    @Test func stagesFollowTheRenderersOrder() {
        typealias S = NodeEffect.Stage
        #expect(S.clip.canFollow(.shadow) && !S.shadow.canFollow(.clip))
        #expect(S.opacity.canFollow(.clip) && S.opacity.canFollow(.geometry) && S.opacity.canFollow(.opacity))
        #expect(!S.blur.canFollow(.opacity) && !S.compositingGroup.canFollow(.blendMode) && S.blendMode.canFollow(.compositingGroup))
        #expect(S.colorMatrix.canFollow(.geometry) && !S.clip.canFollow(.geometry) && !S.shadow.canFollow(.geometry))
        #expect(!S.colorMatrix.canFollow(.colorMatrix) && !S.projection.canFollow(.projection) && S.geometry.canFollow(.geometry))
        #expect([S.projection, .colorMatrix, .blur, .shadow, .compositingGroup, .blendMode, .clip, .geometry].allSatisfy(S.opacity.canFollow))
    }
}

extension NodeEffectStageTests {
    /// A view placed by the safe area reaches beyond the frame its modifiers see (SwiftUI: the
    /// clip of `.ignoresSafeArea().clipShape(…)` is the frame layout gave the view): an effect
    /// drawn in that frame keeps a node with it; one that needs no size stays on the view.
    @Test func effectsInTheLayoutFrameOfAViewPlacedByTheSafeArea() throws {
        let host = ViewHost(Color.red.ignoresSafeArea().accessibilityIdentifier("c").clipShape(Circle()).opacity(0.5),
                            canvasSize: CGSize(width: 100, height: 200))
        host.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let tree = try host.update()
        #expect(frame(tree, "c") == rect(0, 0, 100, 200))
        let clip = try #require(parent(of: "c", in: tree))
        #expect(clip.type == "clipShape" && clip.frame == rect(0, 20, 100, 180) && clip.modifiers == ["opacity"])
        #expect(clip.display.clip?.path.boundingRect == rect(0, 40, 100, 100))
    }
}

extension NodeEffectStageTests {
    /// A view drawn as a canvas symbol keeps its node's effects as filters in the order the
    /// renderer applies them: the colour filter, then the blur, then the shadow of the result.
    @Test func aSymbolKeepsItsEffectsInTheRenderersOrder() throws {
        let tree = try resolve(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("v")
            .colorInvert().blur(radius: 1).shadow(radius: 2), 10, 10)
        let node = try #require(tree.node(id: "v"))
        #expect(node.modifiers == ["shadow", "blur", "colorInvert"])
        guard case .group(let outer)? = node.displayItem(in: .identity), case .group(let inner)? = outer.items.first else {
            Issue.record("no group")
            return
        }
        #expect(inner.filters == [.colorMatrix(.colorInvert), .blur(radius: 1), .shadow(node.display.shadow!, only: false, above: false, invertsAlpha: false)])
    }
}
