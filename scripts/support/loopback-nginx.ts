// nginx as a foreground process on loopback, everything it writes (pid, log, temp files) in one folder and the
// system's own configuration untouched: the host tests' nginx and the bench's HTTP/2 server.
export const nginxPath = "/usr/sbin/nginx";

/** The main configuration: `http` holds `body` (the site's server blocks, or an include of them). */
export function loopbackNginxConf(dir: string, { logFile, body }: { logFile: string; body: string }): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${logFile} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${body}
}
`;
}
