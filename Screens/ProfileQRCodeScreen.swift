import CoreImage.CIFilterBuiltins
import SwiftUI

/// A "My Code" screen, as apps write one to share a profile: the link made a QR code with Core
/// Image's generator, scaled up without interpolation, on a card under the person's name, with a
/// share button in the navigation bar.
struct ProfileQRCodeScreen: View {
    let name = "Ada Lovelace"
    let handle = "@ada"
    let profileURL = URL(string: "https://example.com/u/ada")!

    private let context = CIContext()
    private let filter = CIFilter.qrCodeGenerator()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                VStack(spacing: 16) {
                    Image(uiImage: qrCode(from: profileURL.absoluteString))
                        .interpolation(.none)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 220, height: 220)
                        .accessibilityLabel("QR code for \(handle)")

                    VStack(spacing: 4) {
                        Text(name)
                            .font(.title2.bold())
                        Text(handle)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(24)
                .background(.background, in: RoundedRectangle(cornerRadius: 28, style: .continuous))
                .shadow(color: .black.opacity(0.08), radius: 12, y: 4)

                Text("Friends can scan this code with their camera to follow you.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 40)

                Spacer()
            }
            .padding(.top, 32)
            .frame(maxWidth: .infinity)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("My Code")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: profileURL)
                }
            }
        }
    }

    private func qrCode(from string: String) -> UIImage {
        filter.message = Data(string.utf8)
        filter.correctionLevel = "M"
        if let outputImage = filter.outputImage,
           let cgImage = context.createCGImage(outputImage, from: outputImage.extent) {
            return UIImage(cgImage: cgImage)
        }
        return UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}

#Preview { ProfileQRCodeScreen() }
