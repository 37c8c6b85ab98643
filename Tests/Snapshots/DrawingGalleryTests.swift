import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// One sheet per drawing family, light and dark: materials over a busy backdrop, compositing and
/// blend modes, shapes, colour and projection effects.
@Suite(.snapshotDesign(.compatibility))
struct DrawingGalleryTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func materials(scheme: ColorScheme) throws {
        assertSnapshot(of: MaterialsSheet(), as: .image(size: CGSize(width: 360, height: 420), scale: 2, colorScheme: scheme),
                       named: "\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func compositing(scheme: ColorScheme) throws {
        assertSnapshot(of: CompositingSheet(), as: .image(size: CGSize(width: 360, height: 400), scale: 2, colorScheme: scheme),
                       named: "\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func shapes(scheme: ColorScheme) throws {
        assertSnapshot(of: ShapesSheet(), as: .image(size: CGSize(width: 360, height: 300), scale: 2, colorScheme: scheme),
                       named: "\(scheme)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func effects(scheme: ColorScheme) throws {
        assertSnapshot(of: EffectsSheet(), as: .image(size: CGSize(width: 360, height: 330), scale: 2, colorScheme: scheme),
                       named: "\(scheme)")
    }
}

/// Stripes, circles and text behind each material, so the blur and tint both show.
private struct MaterialsSheet: View {
    let materials: [(String, Material)] = [("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular),
                                           ("thick", .thick), ("ultraThick", .ultraThick), ("bar", .bar)]
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 18) {
                ForEach(0..<8, id: \.self) { row in
                    HStack(spacing: 18) {
                        ForEach(0..<6, id: \.self) { column in
                            Circle().fill((row + column) % 2 == 0 ? Color.yellow : Color.green).frame(width: 26, height: 26)
                        }
                    }
                }
            }
            VStack(spacing: 12) {
                ForEach(materials.indices, id: \.self) { index in
                    Text(materials[index].0)
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 48)
                        .background(materials[index].1, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding(.horizontal, 40)
        }
    }
}

/// Apple's `compositingGroup` example, overlapping circles under opacity with and without a
/// group, and a blend mode from each family.
private struct CompositingSheet: View {
    var body: some View {
        VStack(spacing: 16) {
            VStack {
                ZStack {
                    Text("CompositingGroup")
                        .foregroundColor(.black)
                        .padding(20)
                        .background(Color.red)
                    Text("CompositingGroup")
                        .blur(radius: 2)
                }
                .font(.largeTitle)
                .compositingGroup()
                .opacity(0.9)
            }
            HStack(spacing: 30) {
                pair.opacity(0.5)
                pair.compositingGroup().opacity(0.5)
            }
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(56), spacing: 8), count: 5), spacing: 8) {
                ForEach(modes.indices, id: \.self) { index in
                    ZStack {
                        LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing)
                        Circle().fill(Color.red).padding(8).blendMode(modes[index])
                    }
                    .frame(width: 56, height: 36)
                    .compositingGroup()
                }
            }
        }
        .padding()
    }

    private let modes: [BlendMode] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight,
                                      .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity]

    private var pair: some View {
        ZStack {
            Circle().fill(Color.red).frame(width: 60, height: 60).offset(x: -18)
            Circle().fill(Color.blue).frame(width: 60, height: 60).offset(x: 18)
        }
    }
}

private struct ShapesSheet: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 100).fill(.tint).frame(width: 90, height: 36)
                Rectangle().fill(.orange).clipShape(.rect(cornerRadius: 10)).frame(width: 50, height: 36)
                UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 18).fill(.green).frame(width: 60, height: 36)
                Circle().strokeBorder(.purple, lineWidth: 6).frame(width: 36, height: 36)
                Capsule().inset(by: 4).fill(.pink).frame(width: 50, height: 36)
            }
            HStack(spacing: 12) {
                Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 50, height: 50)
                AnyShape(Ellipse()).fill(.mint).frame(width: 70, height: 40)
                ContainerRelativeShape().fill(.secondary).frame(width: 40, height: 40)
                Arrow().stroke(.primary, lineWidth: 3).frame(width: 80, height: 50)
            }
            HStack(spacing: 12) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
            }
            .font(.footnote)
            HStack(spacing: 12) {
                Rectangle().fill(.separator).frame(width: 60, height: 20)
                Rectangle().fill(.background).frame(width: 60, height: 20).border(.separator)
                Rectangle().fill(.selection).frame(width: 60, height: 20)
                Label("Hierarchical", systemImage: "star.fill").foregroundStyle(.orange, .gray)
            }
        }
        .padding()
    }

    /// Tangent arcs round the corners of a zigzag.
    private struct Arrow: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addArc(tangent1End: CGPoint(x: rect.midX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: 10)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addRelativeArc(center: CGPoint(x: rect.maxX - 8, y: rect.maxY - 8), radius: 8, startAngle: .zero, delta: .degrees(-270))
            return path
        }
    }
}

private struct EffectsSheet: View {
    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 8) {
                swatch.brightness(0.3)
                swatch.contrast(1.8)
                swatch.saturation(0.2)
                swatch.grayscale(1)
                swatch.hueRotation(.degrees(120))
            }
            HStack(spacing: 8) {
                swatch.colorInvert()
                swatch.colorMultiply(.yellow)
                swatch.luminanceToAlpha()
                swatch.blur(radius: 3)
                swatch.shadow(radius: 4, y: 3)
            }
            HStack(spacing: 30) {
                card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
                card.rotation3DEffect(.degrees(-40), axis: (x: 1, y: 0, z: 0), perspective: 0.6)
                card.rotation3DEffect(.degrees(30), axis: (x: 1, y: 1, z: 0), anchor: .bottom)
            }
        }
        .padding()
    }

    private var swatch: some View {
        LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .leading, endPoint: .trailing)
            .overlay(Text("Aa").font(.title2.bold()).foregroundStyle(.white))
            .frame(width: 56, height: 56)
            .clipShape(.rect(cornerRadius: 10))
    }

    private var card: some View {
        Text("3D").font(.title.bold()).foregroundStyle(.white)
            .frame(width: 80, height: 80)
            .background(.indigo, in: .rect(cornerRadius: 12))
    }
}
