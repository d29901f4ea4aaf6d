import Foundation
import FuzzDriver
import RepbookCore

/// The photo header readers: the format by content, then the pixel size as each format would read it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = ImageFormat.detect(in: bytes)
    for format in ImageFormat.allCases {
        _ = PixelSize.read(from: bytes, format: format)
    }
    // Also from a slice that does not start at index 0, as a header read from a larger buffer can be.
    if size > 1 {
        let slice = bytes.dropFirst()
        _ = ImageFormat.detect(in: slice)
        _ = PixelSize.read(from: slice, format: .jpeg)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
