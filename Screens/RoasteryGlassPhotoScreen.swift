import SwiftUI

struct RoastPhoto {
    var title: String
    var origin: String
    var roastedOn: String
    var likes: Int
}

/// A photo viewer in the iOS 26 style: the photo full-bleed, the controls on Liquid Glass over it.
struct RoasteryGlassPhotoScreen: View {
    @State private var photo = RoastPhoto(title: "Morning Roast", origin: "Huila, Colombia", roastedOn: "Roasted 12 Nov", likes: 128)
    @State private var isLiked = true
    @State private var rating = 4
    @Namespace private var glass

    var body: some View {
        VStack {
            topControls
            Spacer()
            caption
            bottomControls
        }
        .padding(.horizontal, 16)
        .background {
            Image("RoasteryHero")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
        }
    }

    private var topControls: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 12) {
                Button {
                } label: {
                    Image(systemName: "xmark")
                        .font(.body.weight(.semibold))
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive(), in: .circle)

                Spacer()

                HStack(spacing: 0) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                            .frame(width: 44, height: 44)
                    }
                    Button {
                    } label: {
                        Image(systemName: "ellipsis")
                            .frame(width: 44, height: 44)
                    }
                }
                .padding(.horizontal, 4)
                .glassEffect(.regular.interactive())
            }
            .foregroundStyle(.primary)
        }
    }

    private var caption: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(photo.title)
                .font(.title2.bold())
            Label(photo.origin, systemImage: "mappin.and.ellipse")
                .labelIconToTitleSpacing(6)
                .font(.subheadline)
            HStack(spacing: 2) {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .foregroundStyle(.orange)
                }
                Text(photo.roastedOn)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.leading, 8)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .glassEffect(.regular, in: .rect(cornerRadius: 24))
    }

    private var bottomControls: some View {
        GlassEffectContainer(spacing: 16) {
            HStack(spacing: 16) {
                Button {
                    isLiked.toggle()
                } label: {
                    Label("\(photo.likes + (isLiked ? 1 : 0))", systemImage: isLiked ? "heart.fill" : "heart")
                }
                .buttonStyle(.glass)
                .tint(.pink)

                HStack(spacing: 20) {
                    Image(systemName: "wand.and.stars")
                    Image(systemName: "crop.rotate")
                    Image(systemName: "slider.horizontal.3")
                }
                .font(.title3)
                .padding(.horizontal, 20)
                .padding(.vertical, 12)
                .glassEffect(.clear.interactive())
                .glassEffectID("tools", in: glass)

                Button("Edit") {
                }
                .buttonStyle(.glassProminent)
                .tint(.brown)
            }
        }
        .padding(.bottom, 8)
    }
}

#Preview("Light") {
    RoasteryGlassPhotoScreen()
}

#Preview("Dark") {
    RoasteryGlassPhotoScreen()
        .preferredColorScheme(.dark)
}
