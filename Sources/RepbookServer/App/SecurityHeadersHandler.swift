import HTTPTypes
import NIOHTTPTypes
import NIOCore

/// Puts the security headers on every response head the connection writes, also the `400` Hummingbird answers on its
/// own for a request it cannot parse (which never reaches the router's middleware).
final class SecurityHeadersHandler: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data), head.headerFields[.xFrameOptions] == nil else {
            return context.write(data, promise: promise)
        }
        SecurityHeaders.add(to: &head.headerFields)
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }
}
